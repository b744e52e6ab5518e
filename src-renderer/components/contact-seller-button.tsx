import { useLocation } from 'wouter';
import { useCurrentUser } from '../api/auth';
import { useStartConversation } from '../api/conversations';
import { currentPath, signInPath } from './sign-in-path';
import { Button } from './ui';

interface ContactSellerButtonProps {
  sellerId: number;
  productId: number;
}

/**
 * Contact Seller on a listing: signed out it leads to sign-in; the seller sees 'Your Listing', disabled;
 * anyone else opens (or starts) their one conversation with the seller, about this listing.
 */
export function ContactSellerButton({ sellerId, productId }: ContactSellerButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const start = useStartConversation();

  if (user?.id === sellerId)
    return (
      <Button type="button" disabled>
        Your Listing
      </Button>
    );

  const handleClick = () => {
    if (!user) {
      navigate(signInPath(currentPath()));
      return;
    }
    // a failure toasts, and an ended session goes to sign-in, through the mutation's meta
    start.mutate(
      { recipient_id: sellerId, product_id: productId },
      {
        onSuccess: (conversation) => navigate(`/messages/conversation/${conversation.id}`),
      },
    );
  };

  return (
    // disabled while we do not yet know who is signed in, so the seller never gets a live Contact Seller
    <Button type="button" disabled={isLoading || start.isPending} aria-busy={start.isPending} onClick={handleClick}>
      Contact Seller
    </Button>
  );
}
