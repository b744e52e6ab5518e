import type { CSSProperties } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_WIDTH_PX } from './toast';

const containerStyle = { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

/** The one toast container: 5000 ms, one at a time, swipe right 50 px to dismiss (see showToast). */
export function NestlyToastContainer({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
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
