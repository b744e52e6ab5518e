import { useLocation } from 'wouter';
import { useLogout } from '../../api/auth';

/** Sign out, clear cached data and go home; a failed logout is logged and the user still goes home. */
export function useSignOut() {
  const logout = useLogout();
  const [, navigate] = useLocation();
  return async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    navigate('/');
  };
}
