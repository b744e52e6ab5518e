import { useState, type ComponentType, type ReactNode } from 'react';
import { CONTENT_PAGES, contentPath } from '../../../src-shared/content-pages';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import type { BlogPost, Deal, Product, Review } from '../../../src-shared/types';
import { useBlogs } from '../../api/blogs';
import { useDeals } from '../../api/deals';
import { useProducts } from '../../api/products';
import { useReviews } from '../../api/reviews';
import type { ContentSection } from './admin-place';
import { ContentTable, type ContentRow } from './content-table';
import { ReviewEditDialog } from './review-edit-dialog';

/** Rows a page in the content tables. */
const PAGE_SIZE = 20;

interface PageParams {
  page: number;
  pageSize: number;
}

interface PageQuery<T> {
  data?: { items: T[]; total: number };
  isLoading: boolean;
  isError: boolean;
}

/** What one content table lists, and how an item reads in it. */
interface SectionSpec<T extends { id: number }> {
  kind: ContentSection;
  /** what one item is called: 'blog post', 'listing' */
  noun: string;
  caption: string;
  /** the columns after the title, and each item's cells for them */
  columns: string[];
  cells: (item: T) => ReactNode[];
  title: (item: T) => string;
  viewHref: (item: T) => string;
  usePage: (params: PageParams) => PageQuery<T>;
  /** the authoring form Edit goes to; without one, Edit opens `EditDialog` */
  editHref?: (item: T) => string;
  EditDialog?: ComponentType<{ item: T; onClose: () => void }>;
}

/** One section's table, its page and, where editing is a dialog, the item being edited. */
function SectionTable<T extends { id: number }>({ spec }: { spec: SectionSpec<T> }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null>(null);
  const query = spec.usePage({ page, pageSize: PAGE_SIZE });
  const { EditDialog, editHref } = spec;
  const toRow = (item: T): ContentRow => ({
    id: item.id,
    title: spec.title(item),
    cells: spec.cells(item),
    viewHref: spec.viewHref(item),
    edit: editHref ? { href: editHref(item) } : { onEdit: () => setEditing(item) },
  });
  return (
    <>
      <ContentTable
        kind={spec.kind}
        noun={spec.noun}
        caption={spec.caption}
        columns={spec.columns}
        rows={query.data?.items.map(toRow)}
        isLoading={query.isLoading}
        isError={query.isError}
        page={page}
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      />
      {editing && EditDialog && <EditDialog item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** A section as the content tab shows it: its tab's label and its table, whatever it lists. */
interface ContentSectionView {
  kind: ContentSection;
  caption: string;
  Table: ComponentType;
}

function section<T extends { id: number }>(spec: SectionSpec<T>): ContentSectionView {
  return { kind: spec.kind, caption: spec.caption, Table: () => <SectionTable spec={spec} /> };
}

const blogs = section<BlogPost>({
  kind: 'blogs',
  noun: 'blog post',
  caption: 'Blog Posts',
  columns: ['Category', 'Published'],
  cells: (post) => [post.category_name ?? '—', formatDate(post.created_at)],
  title: (post) => post.title,
  viewHref: (post) => contentPath(CONTENT_PAGES.posts, post),
  usePage: useBlogs,
  editHref: (post) => `/admin/blog/edit/${post.id}`,
});

const products = section<Product>({
  kind: 'products',
  noun: 'listing',
  caption: 'Products',
  columns: ['Price', 'Status', 'Seller'],
  cells: (product) => [formatMoney(product.price), product.status, product.seller?.name ?? '—'],
  title: (product) => product.name,
  viewHref: (product) => contentPath(CONTENT_PAGES.listings, product),
  // every status: admins look after drafts, sold and archived listings too
  usePage: (params) => useProducts({ ...params, status: 'all', sort: 'newest' }),
  editHref: (product) => `/admin/products/edit/${product.id}`,
});

const reviews = section<Review>({
  kind: 'reviews',
  noun: 'review',
  caption: 'Reviews',
  columns: ['Product', 'Rating'],
  cells: (review) => [review.product_name, `${review.rating} / 5`],
  title: (review) => review.title,
  viewHref: (review) => contentPath(CONTENT_PAGES.reviews, review),
  usePage: useReviews,
  EditDialog: ({ item, onClose }) => <ReviewEditDialog review={item} onClose={onClose} />,
});

const deals = section<Deal>({
  kind: 'deals',
  noun: 'deal',
  caption: 'Deals',
  columns: ['Retailer', 'Price', 'Expires'],
  cells: (deal) => [
    deal.retailer ?? '—',
    `${formatMoney(deal.discounted_price)} (${deal.discount_percentage}% off)`,
    deal.expires_at ? formatDate(deal.expires_at) : 'No expiry',
  ],
  title: (deal) => deal.title,
  viewHref: (deal) => contentPath(CONTENT_PAGES.deals, deal),
  usePage: useDeals,
  editHref: (deal) => `/admin/deals/edit/${deal.id}`,
});

/** The content tab's sections, in the order of its tabs. */
export const CONTENT_SECTION_VIEWS: ContentSectionView[] = [blogs, products, reviews, deals];
