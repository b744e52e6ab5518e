import { toast, type ToastOptions } from 'react-toastify';
import styled from 'styled-components';

export type ToastKind = 'success' | 'error' | 'info';

const Title = styled.strong`
  display: block;
`;

const Description = styled.span`
  display: block;
  font-size: 0.9rem;
`;

const TOAST_ID = 'nestly-toast';

/** One toast at a time: a new one replaces the text of the one on screen and restarts its timer. */
export function showToast(title: string, description?: string, kind: ToastKind = 'info', options: ToastOptions = {}): void {
  const render = (
    <div>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </div>
  );
  if (toast.isActive(TOAST_ID)) {
    toast.update(TOAST_ID, { render, type: kind, autoClose: 5000, ...options });
    return;
  }
  toast(render, { toastId: TOAST_ID, type: kind, ...options });
}
