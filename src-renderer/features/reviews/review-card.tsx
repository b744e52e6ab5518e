import { Link } from 'wouter';
import styled from 'styled-components';
import type { Review } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { StarRating } from '../../components/star-rating';
import { CoverImage } from '../../components/cover-image';
import { Badge, Card } from '../../components/ui';

export const reviewPath = (review: Pick<Review, 'slug'>) => `/reviews/${review.slug}`;

const Article = styled(Card)<{ $featured: boolean }>`
  display: grid;
  grid-template-columns: ${({ $featured }) => ($featured ? 'minmax(0, 1.2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: ${({ $featured }) => ($featured ? 'auto' : 'auto 1fr')};
  align-content: start;
  @media (max-width: 760px) { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; }
`;

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div<{ $featured: boolean }>`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: ${({ $featured }) => ($featured ? '28px' : '16px')};
  h2 { margin: 0; font-size: ${({ $featured }) => ($featured ? '1.7rem' : '1.15rem')}; }
  h2 a { color: inherit; text-decoration: none; &:hover { color: ${({ theme }) => theme.colors.primary}; } }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** A review on /reviews: product, stars, title and a short summary. */
export function ReviewCard({ review, featured = false }: { review: Review; featured?: boolean }) {
  const href = reviewPath(review);
  return (
    <Article $featured={featured}>
      <ImageLink href={href} tabIndex={-1} aria-hidden="true"><CoverImage src={review.image} loading="lazy" /></ImageLink>
      <Body $featured={featured}>
        <Labels>
          {featured && <Badge>Featured</Badge>}
          {review.category_name && <Badge $tone="muted">{review.category_name}</Badge>}
        </Labels>
        <StarRating rating={review.rating} />
        <h2><Link href={href}>{review.title}</Link></h2>
        <p><strong>{review.product_name}</strong>{review.product_brand ? ` by ${review.product_brand}` : ''}</p>
        <p>{review.summary ? excerpt(review.summary, 150) : excerpt(review.content, 150)}</p>
        <p><time dateTime={review.created_at}>{formatDate(review.created_at)}</time></p>
      </Body>
    </Article>
  );
}
