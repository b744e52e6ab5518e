import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useThemeStore } from '../stores/theme';

/** The one toast container: 5000 ms, one at a time, swipe right (50 px) to dismiss. */
export function ToastHost() {
  const resolved = useThemeStore((state) => state.resolved);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      limit={1}
      newestOnTop
      draggable
      draggableDirection="x"
      draggablePercent={50}
      transition={Slide}
      theme={resolved}
    />
  );
}
