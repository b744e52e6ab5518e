import { lazy, Suspense, type ComponentType } from 'react';

/** Loaded on first visit, so none of the desktop screens is in the website's first bundle. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyDesktopPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

export const DesktopSetupPage = lazyPage(async () => (await import('./setup-page')).SetupPage);
export const DesktopConnectPage = lazyPage(async () => (await import('./connect-page')).ConnectPage);
export const DesktopVersionMismatchPage = lazyPage(async () => (await import('./version-mismatch-page')).VersionMismatchPage);
