import { lazy, Suspense, useEffect, useState } from 'react';
import { useThemeStore } from '../stores/theme';
import { showPendingToast } from './toast';

// the toast library is a chunk of its own: the first screen does not wait for it
const ToastContainer = lazy(async () => ({ default: (await import('./toast-container')).NestlyToastContainer }));

/**
 * Where toasts appear. It comes once the page is running (after hydration, so the server's page
 * matches); a toast shown before then waits for it.
 */
export function ToastHost() {
  const resolved = useThemeStore((state) => state.resolved);
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (isMounted) showPendingToast();
  }, [isMounted]);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer theme={resolved} />
    </Suspense>
  );
}
