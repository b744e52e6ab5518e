import { useLocation } from 'wouter';
import { errorStatus, serverMessage } from '../../api/api-request';
import { useCurrentUser } from '../../api/auth';
import { useStartConversation } from '../../api/conversations';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui';

interface ContactSellerButtonProps {
  sellerId: number;
  productId: number;
}

const MUST_SIGN_IN = 'Must be logged in to send messages';

/**
 * Contact Seller on a listing: signed out it leads to sign-in; the seller sees 'Your Listing', disabled;
 * anyone else opens (or starts) their one conversation with the seller, about this listing.
 */
export function ContactSellerButton({ sellerId, productId }: ContactSellerButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const start = useStartConversation();

  if (user?.id === sellerId) return <Button type="button" disabled>Your Listing</Button>;

  const handleClick = async () => {
    if (!user) {
      navigate('/auth/login');
      return;
    }
    try {
      const conversation = await start.mutateAsync({ recipient_id: sellerId, product_id: productId });
      navigate(`/messages/conversation/${conversation.id}`);
    } catch (error) {
      const message = serverMessage(error);
      // the session ended in another tab: sign in again rather than show an error
      if (errorStatus(error) === 401 || message === MUST_SIGN_IN) {
        navigate('/auth/login');
        return;
      }
      showToast(message ?? 'Could not start conversation', undefined, 'error');
    }
  };

  return (
    // disabled while we do not yet know who is signed in, so the seller never gets a live Contact Seller
    <Button type="button" disabled={isLoading || start.isPending} aria-busy={start.isPending} onClick={() => void handleClick()}>
      Contact Seller
    </Button>
  );
}
