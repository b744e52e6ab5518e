import { Link } from 'wouter';
import styled from 'styled-components';
import { useUiStore } from '../../stores/ui';
import { useSignInHref } from '../use-sign-in-href';
import { useOnline } from './use-online';

/** Says so when the browser is offline: what is on screen stays, and nothing sent now will arrive. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      You are offline. What you see stays here; changes will not be sent until you are back online.
    </Banner>
  );
}

/** A session that ended while the tab was open (expired, or signed out elsewhere), with a way back. */
export function SessionExpiredBanner() {
  const isExpired = useUiStore((state) => state.isSessionExpired);
  const signInHref = useSignInHref();
  if (!isExpired) return null;
  return (
    <Banner role="alert" data-testid="session-expired">
      Your session has expired. <Link href={signInHref}>Sign in again</Link> to continue where you left off.
    </Banner>
  );
}

const Banner = styled.div`
  padding: 10px 16px;
  text-align: center;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
