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

/** One toast at a time: a new one replaces the older one. */
export function showToast(title: string, description?: string, kind: ToastKind = 'info', options: ToastOptions = {}): void {
  toast.dismiss();
  toast(
    <div>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </div>,
    { type: kind, ...options },
  );
}
