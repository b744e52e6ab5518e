import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useThemeStore } from '../stores/theme';
import { showPendingToast, subscribeToToastWanted, toastWanted } from './toast';

type Container = ComponentType<{ theme: 'light' | 'dark' }>;

/**
 * Where toasts appear. The toast library is a chunk of its own, fetched with the first toast (no page
 * loads it for nothing), once the page is running (after hydration, so the server's page matches); a
 * toast shown before then waits for it. A fetch that fails (the first toast is often about a dropped
 * connection) is tried again when the browser is back online, and never takes the page down.
 */
export function ToastHost() {
  const resolved = useThemeStore((state) => state.resolved);
  const [isMounted, setMounted] = useState(false);
  const isWanted = useSyncExternalStore(subscribeToToastWanted, toastWanted, () => false);
  const [container, setContainer] = useState<{ Container: Container } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (isMounted) showPendingToast();
  }, [isMounted]);
  useEffect(() => {
    if (!isMounted || !isWanted || container) return;
    let isCurrent = true;
    const tryAgain = () => setAttempt((count) => count + 1);
    import('./toast-container').then(
      ({ NestlyToastContainer }) => {
        if (isCurrent) setContainer({ Container: NestlyToastContainer });
      },
      () => window.addEventListener('online', tryAgain, { once: true }),
    );
    return () => {
      isCurrent = false;
      window.removeEventListener('online', tryAgain);
    };
  }, [isMounted, isWanted, container, attempt]);
  if (!container) return null;
  return <container.Container theme={resolved} />;
}
