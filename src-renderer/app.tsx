import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router, useLocation } from 'wouter';
import { AppLayout } from './app-layout';
import { ToastHost } from './components/toast-host';
import { AppRoutes } from './routes';
import { useThemeStore } from './stores/theme';
import { appTheme } from './theme/themes';

function useSystemThemeSync() {
  const syncWithSystem = useThemeStore((state) => state.syncWithSystem);
  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', syncWithSystem);
    return () => media.removeEventListener('change', syncWithSystem);
  }, [syncWithSystem]);
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Marks the page as running (hydrated, or rendered by the browser): tests and tools wait for it. */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset['ready'] = 'true';
  }, []);
  return null;
}

interface AppProps {
  queryClient: QueryClient;
  /** the request's path and query when the server renders; the browser's location otherwise */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole site, the same on the server and in the browser (main.tsx, entry-server.tsx). */
export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  useSystemThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        {/* one theme of CSS variables: the scheme is the page stylesheet's business (global-style.ts, in index.html) */}
        <ThemeProvider theme={appTheme}>
          <ScrollToTop />
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <ToastHost />
          <MarkReady />
        </ThemeProvider>
      </Router>
    </QueryClientProvider>
  );
}
