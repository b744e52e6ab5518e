import { Link } from 'wouter';
import styled from 'styled-components';
import { CONDITION_LABELS } from '../../../src-shared/format/conditions';
import { formatMoney } from '../../../src-shared/format/money';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { Product } from '../../../src-shared/types';
import { cardImageLoading, CoverImage } from '../cover-image';
import { Badge, Card, Cluster } from '../ui';
import { useCurrentUser } from '../../api/auth';
import { useFavoriteIds } from '../../api/favorites';
import { FavoriteButton } from './favorite-button';
import { StatusBadge } from './status-badge';
import { ListingPrice } from './listing-price';
import { useNow } from '../server-render';

/** A listing in a grid: thumbnail, name, price, condition, place and age; the whole card opens the listing. `isFirst`: the grid's first card. */
export function ListingCard({ product, isFirst = false }: { product: Product; isFirst?: boolean }) {
  const { user, isSignedIn } = useCurrentUser();
  const { data: favorites } = useFavoriteIds(isSignedIn);
  const now = useNow();
  return (
    <Wrapper data-testid="listing-card">
      <Photo>
        <CoverImage src={product.thumb ?? product.image} {...cardImageLoading(isFirst)} />
      </Photo>
      {user?.id !== product.seller_id && (
        <FavoriteSlot>
          <FavoriteButton productId={product.id} isFavorite={favorites?.has(product.id) === true} />
        </FavoriteSlot>
      )}
      <Body>
        <Title>
          <Link href={`/marketplace/listing/${product.id}`}>{product.name}</Link>
        </Title>
        <ListingPrice>{formatMoney(product.price)}</ListingPrice>
        <Meta>
          {product.status !== 'active' && <StatusBadge status={product.status} />}
          <Badge $tone="muted">{CONDITION_LABELS[product.condition]}</Badge>
          <span>{product.location ?? 'Unknown'}</span>
          <span>{formatRelativeTime(product.created_at, now)}</span>
        </Meta>
      </Body>
    </Wrapper>
  );
}

const Wrapper = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  &:hover h3 a {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const FavoriteSlot = styled.div`
  position: absolute;
  top: 10px;
  right: 10px;
  /* above the title link's full-card click area */
  z-index: 2;
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px 16px 16px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* the link covers the whole card, so a click anywhere opens the listing */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
    }
  }
`;

const Meta = styled(Cluster).attrs({ $gap: '6px 12px' })`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
