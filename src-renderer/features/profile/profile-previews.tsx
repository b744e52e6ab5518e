import { formatMoney } from '../../../src-shared/format/money';
import { truncate } from '../../../src-shared/format/text';
import type { Conversation, Product } from '../../../src-shared/types';
import { useConversations } from '../../api/conversations';
import { useFavorites } from '../../api/favorites';
import { useMyProducts } from '../../api/products';
import { Avatar } from '../../components/avatar';
import { CoverImage } from '../../components/cover-image';
import { Badge, ButtonLink } from '../../components/ui';
import { StatusBadge } from '../../components/listings/status-badge';
import { PREVIEW_SIZE, PreviewList, type PreviewItem } from './preview-list';

const listingItem = (product: Product, withStatus: boolean): PreviewItem => ({
  key: product.id,
  href: `/marketplace/listing/${product.id}`,
  title: product.name,
  media: <CoverImage src={product.image} />,
  detail: formatMoney(product.price),
  aside: withStatus ? <StatusBadge status={product.status} /> : undefined,
});

const conversationItem = (conversation: Conversation): PreviewItem => ({
  key: conversation.id,
  href: `/messages/conversation/${conversation.id}`,
  title: conversation.otherUser.name,
  media: <Avatar name={conversation.otherUser.name} src={conversation.otherUser.avatar} size={44} />,
  detail: conversation.lastMessage ? truncate(conversation.lastMessage.content, 60) : 'No messages yet',
  aside: conversation.unreadCount > 0 ? <Badge>{`${conversation.unreadCount} unread`}</Badge> : undefined,
});

export function ListingsPreview() {
  const { data, isError, refetch } = useMyProducts({ pageSize: PREVIEW_SIZE });
  return (
    <PreviewList
      heading="My Listings"
      items={data?.items.map((product) => listingItem(product, true))}
      isError={isError}
      onRetry={() => void refetch()}
      emptyText="You have not listed anything yet."
      actions={
        <>
          <ButtonLink href="/profile/listings" $variant="secondary">
            Manage Listings
          </ButtonLink>
          <ButtonLink href="/marketplace/create">Sell an Item</ButtonLink>
        </>
      }
    />
  );
}

export function FavoritesPreview() {
  const { data, isError, refetch } = useFavorites({ pageSize: PREVIEW_SIZE }, true);
  return (
    <PreviewList
      heading="Favorites"
      items={data?.items.map((product) => listingItem(product, false))}
      isError={isError}
      onRetry={() => void refetch()}
      emptyText="Tap the heart on any listing to save it here."
      actions={
        <>
          <ButtonLink href="/profile/favorites" $variant="secondary">
            View All Favorites
          </ButtonLink>
          <ButtonLink href="/marketplace" $variant="ghost">
            Browse Marketplace
          </ButtonLink>
        </>
      }
    />
  );
}

export function MessagesPreview() {
  const { data, isError, refetch } = useConversations();
  return (
    <PreviewList
      heading="Messages"
      items={data?.items.slice(0, PREVIEW_SIZE).map(conversationItem)}
      isError={isError}
      onRetry={() => void refetch()}
      emptyText="No conversations yet. Contact a seller from any listing."
      actions={
        <ButtonLink href="/messages" $variant="secondary">
          View All Messages
        </ButtonLink>
      }
    />
  );
}
