import { useCurrentUser } from '../../api/auth';
import { useToggleFavorite } from '../../api/favorites';
import { showToast } from '../toast';

/** The favourite toggle's behaviour, shared by cards and the listing page, with the spec's toasts. */
export function useFavoriteToggle() {
  const { isSignedIn } = useCurrentUser();
  const mutation = useToggleFavorite();

  const toggle = (productId: number, isFavorite: boolean) => {
    if (!isSignedIn) {
      showToast('Sign in required', 'Please sign in to save items to your favorites', 'info');
      return;
    }
    // failures (and an ended session) are handled by the mutation's meta; the toast comes even when the
    // card went meanwhile (a favourite removed from the favourites list), which a callback of mutate's would not
    mutation.mutateAsync({ productId, isFavorite }).then(
      () => showToast(isFavorite ? 'Removed from favorites' : 'Added to favorites', undefined, 'success'),
      () => undefined,
    );
  };
  return { toggle, isPending: mutation.isPending };
}
