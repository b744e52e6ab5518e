import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/auth';
import { Button } from '../../components/ui';

interface ContactSellerButtonProps {
  sellerId: number;
  productId: number;
}

/**
 * Contact Seller on a listing. Signed out it leads to sign-in; the seller sees 'Your Listing', disabled.
 * Starting the conversation itself belongs to messaging.
 */
export function ContactSellerButton({ sellerId }: ContactSellerButtonProps) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  if (user?.id === sellerId) return <Button type="button" disabled>Your Listing</Button>;
  return <Button type="button" onClick={() => navigate(user ? '/messages' : '/auth/login')}>Contact Seller</Button>;
}
