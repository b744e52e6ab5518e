import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useCategories } from '../../api/categories';
import { useReviews } from '../../api/reviews';
import { EmptyState } from '../../components/empty-state';
import { PlusIcon } from '../../components/icons';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { SkeletonCards } from '../../components/skeleton';
import { ButtonLink, Grid, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { ReviewCard } from './review-card';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 { margin: 0; font-size: 2.2rem; }
`;

const Featured = styled.div`
  margin-bottom: 24px;
`;

/** /reviews: search, category filter, a Featured card, the grid and pagination. */
export function ReviewsListPage() {
  useDocumentTitle('Product Reviews');
  const { isAdmin } = useCurrentUser();
  const list = useListParams();
  const categories = useCategories();
  const { data, isLoading } = useReviews({ search: list.search, category: list.category, page: list.page, pageSize: LIST_PAGE_SIZE });
  const reviews = data?.items ?? [];
  const first = reviews[0];
  const featured = first?.featured && !list.hasFilters && list.page === 1 ? first : undefined;
  const rest = featured ? reviews.slice(1) : reviews;

  return (
    <Page>
      <Heading>
        <h1>Product Reviews</h1>
        {isAdmin && <ButtonLink href="/admin/reviews/create"><PlusIcon size={18} />Write Review</ButtonLink>}
      </Heading>
      <ListToolbar
        subject="reviews"
        search={list.search}
        onSearch={(search) => list.update({ search })}
        category={list.category}
        categories={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        onCategory={(category) => list.update({ category })}
      />
      {isLoading && <Grid><SkeletonCards count={6} /></Grid>}
      {!isLoading && reviews.length === 0 && (
        <EmptyState
          title="No reviews found"
          hint={list.hasFilters ? 'Try adjusting your filters or search term' : 'There are no reviews available yet'}
        />
      )}
      {featured && <Featured><ReviewCard review={featured} featured /></Featured>}
      {rest.length > 0 && <Grid>{rest.map((review) => <ReviewCard key={review.id} review={review} />)}</Grid>}
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.setPage} />
    </Page>
  );
}
