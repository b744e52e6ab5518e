import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../api/auth';

/**
 * Members-only screens: once the current-user call has settled without a user, go to /auth/login.
 * Waiting for it to settle keeps a signed-in member from being bounced while it loads.
 */
export function useRequireSignIn() {
  const current = useCurrentUser();
  const [, navigate] = useLocation();
  const mustSignIn = !current.isLoading && !current.user;
  useEffect(() => {
    if (mustSignIn) navigate('/auth/login', { replace: true });
  }, [mustSignIn, navigate]);
  return current;
}
