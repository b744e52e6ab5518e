import { useLocation } from 'wouter';
import { serverMessage } from '../../api/api-request';
import { useCurrentUser } from '../../api/auth';
import { useToggleFavorite } from '../../api/favorites';
import { showToast } from '../../components/toast';

// the favourites API's 401 message; seeing it means the session ended, so the person signs in again
const SIGN_IN_MESSAGE = 'Must be logged in to save favorites';

/** The favourite toggle's behaviour, shared by cards and the listing page, with the spec's toasts. */
export function useFavoriteToggle() {
  const { isSignedIn } = useCurrentUser();
  const mutation = useToggleFavorite();
  const [, navigate] = useLocation();

  const toggle = async (productId: number, isFavorite: boolean) => {
    if (!isSignedIn) {
      showToast('Sign in required', 'Please sign in to save items to your favorites', 'info');
      return;
    }
    try {
      await mutation.mutateAsync({ productId, isFavorite });
      showToast(isFavorite ? 'Removed from favorites' : 'Added to favorites', undefined, 'success');
    } catch (error) {
      if (serverMessage(error) === SIGN_IN_MESSAGE) {
        navigate('/auth/login');
        return;
      }
      showToast('Error', 'Could not update favorites', 'error');
    }
  };
  return { toggle, isPending: mutation.isPending };
}
