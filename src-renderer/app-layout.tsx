import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from './api/auth';
import { useLiveEvents } from './api/use-live-events';
import { SiteLayout } from './components/layout/site-layout';
import { desktopBridge } from './features/desktop/desktop-bridge';

// Only the desktop console loads this chunk: the website's first bundle has none of it.
const ConsoleLayout = lazy(async () => ({ default: (await import('./features/desktop/console-layout')).ConsoleLayout }));

/**
 * The frame around every page: the website's header and footer, or, inside the desktop shell
 * (window.nestly), the console's side navigation. Sign-in and the desktop's own screens stand alone
 * in both. The one live event stream of the tab is opened here, whichever frame shows.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useCurrentUser();
  useLiveEvents(user?.id);
  const bridge = desktopBridge();
  if (!bridge || location.startsWith('/auth') || location.startsWith('/desktop/')) return <SiteLayout>{children}</SiteLayout>;
  return (
    <Suspense fallback={null}>
      <ConsoleLayout bridge={bridge}>{children}</ConsoleLayout>
    </Suspense>
  );
}
