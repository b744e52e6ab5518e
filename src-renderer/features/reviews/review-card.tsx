import { Link } from 'wouter';
import type { Review } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { ArticleCard } from '../../components/article-card';
import { StarRating } from '../../components/star-rating';
import { Badge } from '../../components/ui';

export const reviewPath = (review: Pick<Review, 'slug'>) => `/reviews/${review.slug}`;

/** A review on /reviews: product, stars, title and a short summary. */
export function ReviewCard({ review, featured = false }: { review: Review; featured?: boolean }) {
  const href = reviewPath(review);
  return (
    <ArticleCard href={href} image={review.image} featured={featured} labels={review.category_name && <Badge $tone="muted">{review.category_name}</Badge>}>
      <StarRating rating={review.rating} />
      <h2>
        <Link href={href}>{review.title}</Link>
      </h2>
      <p>
        <strong>{review.product_name}</strong>
        {review.product_brand ? ` by ${review.product_brand}` : ''}
      </p>
      <p>{review.summary ? excerpt(review.summary, 150) : excerpt(review.content, 150)}</p>
      <p>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
    </ArticleCard>
  );
}
