import { useCategories } from '../../api/categories';
import { useReviews } from '../../api/reviews';
import { FeaturedResults } from '../../components/featured-results';
import { ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { ReviewCard } from './review-card';

/** /reviews: search, category filter, a Featured card, the grid and pagination. */
export function ReviewsListPage() {
  useDocumentTitle('Product Reviews');
  const list = useListParams();
  const categories = useCategories();
  const { data, isLoading } = useReviews({ search: list.search, category: list.value('category'), page: list.page, pageSize: LIST_PAGE_SIZE });
  const reviews = data?.items ?? [];
  const first = reviews[0];
  const featured = first?.featured && !list.hasFilters && list.page === 1 ? first : undefined;

  return (
    <Page>
      <ListPageHeading title="Product Reviews" adminAction={{ href: '/admin/reviews/create', label: 'Write Review' }} />
      <ListToolbar subject="reviews" list={list} categories={categories.data} />
      <FeaturedResults
        isLoading={isLoading}
        items={reviews}
        featured={featured}
        empty={{ title: 'No reviews found', filtered: 'Try adjusting your filters or search term', unfiltered: 'There are no reviews available yet' }}
        hasFilters={list.hasFilters}
        renderCard={(review, isFeatured) => <ReviewCard review={review} featured={isFeatured} />}
      />
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.goToPage} />
    </Page>
  );
}
