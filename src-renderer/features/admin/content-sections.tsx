import { useState, type ComponentType, type ReactNode } from 'react';
import { CONTENT_PAGES, contentPath } from '../../../src-shared/content-pages';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import type { BlogPost, Deal, Product, Review } from '../../../src-shared/types';
import { useBlogs } from '../../api/blogs';
import { useDeals } from '../../api/deals';
import { useProducts } from '../../api/products';
import { useReviews } from '../../api/reviews';
import styled from 'styled-components';
import { Select } from '../../components/ui';
import type { ContentSection } from './admin-place';
import { ContentTable, type ContentRow } from './content-table';
import { ReviewEditDialog } from './review-edit-dialog';

/** Rows a page in the content tables. */
const PAGE_SIZE = 20;

/** Which items a content table shows: posts, reviews and deals can be drafts. */
type StatusChoice = 'all' | 'published' | 'draft';

interface PageParams {
  page: number;
  pageSize: number;
  status: StatusChoice;
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
  /** the authoring form Edit goes to; without one (or when it answers undefined), Edit opens `EditDialog` */
  editHref?: (item: T) => string | undefined;
  EditDialog?: ComponentType<{ item: T; onClose: () => void }>;
  /** items that can be drafts get a Draft badge and a status filter */
  isDraft?: (item: T) => boolean;
}

/** One section's table, its page and, where editing is a dialog, the item being edited. */
function SectionTable<T extends { id: number }>({ spec }: { spec: SectionSpec<T> }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null>(null);
  const [status, setStatus] = useState<StatusChoice>('all');
  const query = spec.usePage({ page, pageSize: PAGE_SIZE, status });
  const { EditDialog, editHref } = spec;
  const editHrefOf = (item: T) => editHref?.(item);
  const toRow = (item: T): ContentRow => ({
    id: item.id,
    title: spec.title(item),
    cells: spec.cells(item),
    viewHref: spec.viewHref(item),
    isDraft: spec.isDraft?.(item),
    edit: editHrefOf(item) ? { href: editHrefOf(item)! } : { onEdit: () => setEditing(item) },
  });
  return (
    <>
      {spec.isDraft && (
        <StatusFilter>
          <label htmlFor={`${spec.kind}-status`}>Show</label>
          <Select
            id={`${spec.kind}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusChoice);
              setPage(1);
            }}
          >
            <option value="all">All</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
          </Select>
        </StatusFilter>
      )}
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
  isDraft: (post) => post.status === 'draft',
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
  usePage: ({ page, pageSize }) => useProducts({ page, pageSize, status: 'all', sort: 'newest' }),
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
  // a draft is finished on its edit page, where it saves as it is written; published ones open the quick dialog
  editHref: (review) => (review.status === 'draft' ? `/admin/reviews/edit/${review.id}` : undefined),
  EditDialog: ({ item, onClose }) => <ReviewEditDialog review={item} onClose={onClose} />,
  isDraft: (review) => review.status === 'draft',
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
  isDraft: (deal) => deal.status === 'draft',
});

/** The content tab's sections, in the order of its tabs. */
export const CONTENT_SECTION_VIEWS: ContentSectionView[] = [blogs, products, reviews, deals];

const StatusFilter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 12px 0;

  ${Select} {
    width: auto;
  }
`;
