import { useCategories } from '../../api/categories';
import { useReviews } from '../../api/reviews';
import { FeaturedResults } from '../../components/featured-results';
import { ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE } from '../../components/pagination';
import { Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { ReviewCard } from './review-card';

/** /reviews: search, category filter, a Featured card, the grid and pagination. */
export function ReviewsListPage() {
  useDocumentTitle('Product Reviews');
  const list = useListParams();
  const categories = useCategories();
  const reviews = useReviews({ search: list.search, category: list.value('category'), page: list.page, pageSize: LIST_PAGE_SIZE });

  return (
    <Page>
      <ListPageHeading title="Product Reviews" adminAction={{ href: '/admin/reviews/create', label: 'Write Review' }} />
      <ListToolbar subject="reviews" list={list} categories={categories.data} />
      <FeaturedResults
        list={list}
        query={reviews}
        isFeatured={(first) => first.featured}
        empty={{ title: 'No reviews found', unfiltered: 'There are no reviews available yet' }}
        renderCard={(review, isFeatured) => <ReviewCard review={review} featured={isFeatured} />}
      />
    </Page>
  );
}
