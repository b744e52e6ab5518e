import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { showToast } from '../../components/toast';

export const COPIED_MS = 2000;

/** Click to copy the coupon code; the button reads Copied for 2 seconds afterwards. */
export function CouponCode({ code }: { code: string }) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      showToast('Coupon code copied', code, 'success');
    } catch {
      showToast('Failed to copy', 'Could not copy the coupon code to the clipboard', 'error');
    }
  };

  return (
    <CouponButton type="button" onClick={() => void handleCopy()}>
      <span className="visually-hidden">Coupon code </span>
      <code>{code}</code>
      <Status aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</Status>
    </CouponButton>
  );
}

const CouponButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 10px 16px;
  border-radius: 10px;
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  code {
    font-size: 1.2rem;
    font-weight: 800;
    letter-spacing: 0.06em;
  }
`;

const Status = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
