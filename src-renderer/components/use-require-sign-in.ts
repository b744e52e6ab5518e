import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../api/auth';
import { currentPath, signInPath } from './sign-in-path';

/**
 * Members-only screens: once the current-user call has settled without a user, go to /auth/login, which comes back here
 * afterwards.
 * Waiting for it to settle keeps a signed-in member from being bounced while it loads.
 */
export function useRequireSignIn() {
  const current = useCurrentUser();
  const [, navigate] = useLocation();
  const mustSignIn = !current.isLoading && !current.user;
  useEffect(() => {
    if (mustSignIn) navigate(signInPath(currentPath()), { replace: true });
  }, [mustSignIn, navigate]);
  return current;
}
