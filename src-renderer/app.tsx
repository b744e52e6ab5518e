import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createQueryClient } from './api/query-client';
import { AppLayout } from './app-layout';
import { showToast } from './components/toast';
import { ToastHost } from './components/toast-host';
import { AppRoutes } from './routes';
import { currentPath, signInPath } from './components/sign-in-path';
import { useUiStore } from './stores/ui';
import { useThemeStore } from './stores/theme';
import { GlobalStyle } from './theme/global-style';
import { darkTheme, lightTheme } from './theme/themes';

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

// every failed call with a failure `meta` reaches the person here, and only here
const makeQueryClient = () =>
  createQueryClient({
    showFailure: ({ title, description }) => showToast(title, description, 'error'),
    goToSignIn: () => navigate(signInPath(currentPath())),
    sessionEnded: () => useUiStore.getState().setSessionExpired(true),
  });

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const resolved = useThemeStore((state) => state.resolved);
  useSystemThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>
        <GlobalStyle />
        <ScrollToTop />
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
