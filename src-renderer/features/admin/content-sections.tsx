import { useState } from 'react';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import type { Review } from '../../../src-shared/types';
import { useBlogs } from '../../api/blogs';
import { useDeals } from '../../api/deals';
import { useProducts } from '../../api/products';
import { useReviews } from '../../api/reviews';
import { ContentTable } from './content-table';
import { ReviewEditDialog } from './review-edit-dialog';

/** Rows a page in the content tables. */
const PAGE_SIZE = 20;

interface PageQuery {
  data?: { total: number };
  isLoading: boolean;
  isError: boolean;
}

/** The page a table shows, and the paging props that table takes from its query. */
function usePage() {
  const [page, setPage] = useState(1);
  const paging = (query: PageQuery) => ({
    isLoading: query.isLoading,
    isError: query.isError,
    page,
    total: query.data?.total ?? 0,
    pageSize: PAGE_SIZE,
    onPageChange: setPage,
  });
  return { params: { page, pageSize: PAGE_SIZE }, paging };
}

export function BlogsSection() {
  const { params, paging } = usePage();
  const query = useBlogs(params);
  return (
    <ContentTable
      kind="blogs"
      noun="blog post"
      caption="Blog Posts"
      columns={['Category', 'Published']}
      rows={query.data?.items.map((post) => ({
        id: post.id,
        title: post.title,
        cells: [post.category_name ?? '—', formatDate(post.created_at)],
        viewHref: `/blog/post/${post.slug}`,
        edit: { href: `/admin/blog/edit/${post.id}` },
      }))}
      {...paging(query)}
    />
  );
}

export function ProductsSection() {
  const { params, paging } = usePage();
  // every status: admins look after drafts, sold and archived listings too
  const query = useProducts({ ...params, status: 'all', sort: 'newest' });
  return (
    <ContentTable
      kind="products"
      noun="listing"
      caption="Products"
      columns={['Price', 'Status', 'Seller']}
      rows={query.data?.items.map((product) => ({
        id: product.id,
        title: product.name,
        cells: [formatMoney(product.price), product.status, product.seller?.name ?? '—'],
        viewHref: `/marketplace/listing/${product.id}`,
        edit: { href: `/admin/products/edit/${product.id}` },
      }))}
      {...paging(query)}
    />
  );
}

export function ReviewsSection() {
  const { params, paging } = usePage();
  const query = useReviews(params);
  const [editing, setEditing] = useState<Review | null>(null);
  return (
    <>
      <ContentTable
        kind="reviews"
        noun="review"
        caption="Reviews"
        columns={['Product', 'Rating']}
        rows={query.data?.items.map((review) => ({
          id: review.id,
          title: review.title,
          cells: [review.product_name, `${review.rating} / 5`],
          viewHref: `/reviews/${review.slug}`,
          edit: { onEdit: () => setEditing(review) },
        }))}
        {...paging(query)}
      />
      {editing && <ReviewEditDialog review={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

export function DealsSection() {
  const { params, paging } = usePage();
  const query = useDeals(params);
  return (
    <ContentTable
      kind="deals"
      noun="deal"
      caption="Deals"
      columns={['Retailer', 'Price', 'Expires']}
      rows={query.data?.items.map((deal) => ({
        id: deal.id,
        title: deal.title,
        cells: [
          deal.retailer ?? '—',
          `${formatMoney(deal.discounted_price)} (${deal.discount_percentage}% off)`,
          deal.expires_at ? formatDate(deal.expires_at) : 'No expiry',
        ],
        viewHref: `/deals/${deal.id}`,
        edit: { href: `/admin/deals/edit/${deal.id}` },
      }))}
      {...paging(query)}
    />
  );
}
