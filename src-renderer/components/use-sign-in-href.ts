import { useLocation, useSearch } from 'wouter';
import { signInPath } from './sign-in-path';

/** A link to sign in (or register) that comes back to this page afterwards. */
export function useSignInHref(screen: 'login' | 'register' = 'login'): string {
  const [path] = useLocation();
  const search = useSearch();
  return signInPath(search ? `${path}?${search}` : path, screen);
}
