import type { CSSProperties } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_WIDTH_PX } from './toast';
import { TOAST_MS } from './toast-timing';

const containerStyle = { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

/** The one toast container: TOAST_MS (5 s), one at a time, swipe right 50 px to dismiss (see showToast). */
export function NestlyToastContainer({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_MS}
      limit={1}
      newestOnTop
      draggable
      draggableDirection="x"
      transition={Slide}
      theme={theme}
      style={containerStyle}
    />
  );
}
