import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useThemeStore } from '../stores/theme';
import { lazyChunk } from './lazy-chunk';
import { OptionalPart } from './optional-part';
import { showPendingToast, subscribeToToastWanted, toastWanted } from './toast';

// the toast library is a chunk of its own, fetched with the first toast: no page loads it for nothing
const ToastContainer = lazyChunk('toast-container', async () => (await import('./toast-container')).NestlyToastContainer);

/**
 * Where toasts appear. It comes with the first toast, once the page is running (after hydration, so
 * the server's page matches); a toast shown before then waits for it. A fetch that fails (the first
 * toast is often about a dropped connection) never takes the page down, and is tried again shortly and once the
 * browser is back online.
 */
export function ToastHost() {
  const resolved = useThemeStore((state) => state.resolved);
  const [isMounted, setMounted] = useState(false);
  const isWanted = useSyncExternalStore(subscribeToToastWanted, toastWanted, () => false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (isMounted) showPendingToast();
  }, [isMounted]);
  if (!isMounted || !isWanted) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <ToastContainer theme={resolved} />
      </Suspense>
    </OptionalPart>
  );
}
