import { useEffect, useState, type CSSProperties } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useThemeStore } from '../stores/theme';
import { showPendingToast, TOAST_WIDTH_PX } from './toast';

const containerStyle = { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

/** The one toast container: 5000 ms, one at a time, swipe right 50 px to dismiss (see showToast). */
export function ToastHost() {
  const resolved = useThemeStore((state) => state.resolved);
  // toasts are the browser's alone: the container comes after hydration, so the server's page matches
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (isMounted) showPendingToast();
  }, [isMounted]);
  if (!isMounted) return null;
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      limit={1}
      newestOnTop
      draggable
      draggableDirection="x"
      transition={Slide}
      theme={resolved}
      style={containerStyle}
    />
  );
}
