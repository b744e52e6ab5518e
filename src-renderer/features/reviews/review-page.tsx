import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import { useReview } from '../../api/reviews';
import { ArticleFooter, ArticleHeader, ArticlePage, Byline, HeroImage } from '../../components/article-layout';
import { ExternalIcon } from '../../components/icons';
import { RichContent } from '../../components/rich-content';
import { ShareLinks } from '../../components/share-links';
import { SkeletonBlock } from '../../components/skeleton';
import { StarRating } from '../../components/star-rating';
import { Badge, ButtonLink, ExternalButtonLink, Muted } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { Discussion } from '../../components/discussion/discussion';
import { ProsCons } from './pros-cons';
import { ReviewVotes } from './review-votes';
import { NoticePage } from '../../components/notice-page';
import { ResponseStatus, useSiteOrigin } from '../../components/server-render';

function ReviewNotFound() {
  return (
    <NoticePage>
      <ResponseStatus code={404} />
      <h1>Review Not Found</h1>
      <Muted>The review you are looking for does not exist or has been removed.</Muted>
      <ButtonLink href="/reviews">Back to Reviews</ButtonLink>
    </NoticePage>
  );
}

/** /reviews/{slug}: the review, its rating, Helpful / Not Helpful, share links and Discussion. */
export function ReviewPage({ params }: { params: { slug: string } }) {
  const origin = useSiteOrigin();
  const { data: review, isLoading, isError } = useReview(params.slug);
  useDocumentTitle(review?.title ?? (isError ? 'Review Not Found' : undefined));

  if (isLoading) {
    return (
      <ArticlePage aria-busy="true">
        <SkeletonBlock data-testid="skeleton" $height="44px" $width="80%" />
        <SkeletonBlock $height="360px" />
      </ArticlePage>
    );
  }
  if (!review) return <ReviewNotFound />;

  const author = review.author?.name ?? 'Anonymous';
  return (
    <ArticlePage>
      <article>
        <ArticleHeader>
          {review.category_name && (
            <div>
              <Badge $tone="muted">{review.category_name}</Badge>
            </div>
          )}
          <h1>{review.title}</h1>
          <Byline>
            <span>{author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </Byline>
        </ArticleHeader>
        <Product>
          <p>
            <strong>{review.product_name}</strong>
            {review.product_brand ? ` by ${review.product_brand}` : ''}
          </p>
          <StarRating rating={review.rating} />
          <span>{`${review.rating} out of 5`}</span>
          {review.price !== null && <span>{formatMoney(review.price)}</span>}
          {review.product_link && (
            <ExternalButtonLink href={review.product_link} target="_blank" rel="noopener noreferrer" $variant="secondary">
              View Product
              <ExternalIcon size={16} />
            </ExternalButtonLink>
          )}
        </Product>
        {review.image && <HeroImage src={review.image} alt={review.product_name} />}
        {review.summary && (
          <p>
            <strong>{review.summary}</strong>
          </p>
        )}
        <RichContent html={review.content} />
        <ProsCons pros={review.pros} cons={review.cons} />
        <ArticleFooter>
          <ReviewVotes review={review} detailKey={params.slug} />
        </ArticleFooter>
        <ShareLinks url={`${origin}/reviews/${review.slug}`} title={review.title} />
      </article>
      <Discussion contentType="review" contentId={review.id} />
    </ArticlePage>
  );
}

const Product = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  margin-bottom: 24px;
  p {
    margin: 0;
  }
`;
