import { object, type InferType } from 'yup';
import { CONDITIONS } from '../format/conditions';
import { MAX_ID } from '../ids';
import { ROLES } from './admin';
import { CONTENT_STATUSES } from './content-status';
import { PRODUCT_STATUSES } from './product';
import { DEFAULT_PAGE_SIZE, oneOfMessage, pageFields, queryChoice, queryFlag, queryText, queryWholeNumber } from './query-fields';

/*
 * The query strings the API's lists take, checked like bodies (withQuery on the server): a value
 * that is not one the list understands answers 400 with a message that names it.
 */

export const PRODUCT_SORTS = ['newest', 'price_low', 'price_high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEAL_SORTS = ['newest', 'ending_soon'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

const COMMENT_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
const ACCOUNT_STATUSES = ['active', 'deactivated', 'all'] as const;
const QUEUE_STATUSES = ['open', 'closed'] as const;
const PRODUCT_FILTERS = [...PRODUCT_STATUSES, 'all'] as const;
const CONTENT_STATUS_FILTERS = [...CONTENT_STATUSES, 'all'] as const;

/** Just the page: favourites, notifications, conversations, comments. */
export const pageQuery = (defaultSize = DEFAULT_PAGE_SIZE) => object(pageFields(defaultSize));
export type PageQuery = InferType<ReturnType<typeof pageQuery>>;

/** A search box and a page: My Listings, the did-you-mean hint. */
export const searchQuery = object({ search: queryText('search'), ...pageFields() });
export type SearchQuery = InferType<typeof searchQuery>;

/** GET /api/blogs and /api/reviews. */
/** Drafts or every status: what an admin's content tables ask for; anyone else sees published items whatever they ask. */
const contentStatusFilter = () => queryChoice('status', CONTENT_STATUS_FILTERS, oneOfMessage('status', CONTENT_STATUS_FILTERS)).default('published');

export const articleListQuery = object({ search: queryText('search'), category: queryText('category'), status: contentStatusFilter(), ...pageFields() });
export type ArticleListQuery = InferType<typeof articleListQuery>;

/** GET /api/deals. */
export const dealListQuery = object({
  search: queryText('search'),
  category: queryText('category'),
  minDiscount: queryWholeNumber('minDiscount', 0, 100),
  includeExpired: queryFlag('includeExpired').default(false),
  sort: queryChoice('sort', DEAL_SORTS, oneOfMessage('sort', DEAL_SORTS)),
  status: contentStatusFilter(),
  ...pageFields(),
});
export type DealListQuery = InferType<typeof dealListQuery>;

const cents = (name: string) => queryWholeNumber(name, 0, MAX_ID, `${name} must be a whole number of cents, 0 or more`);
const rowId = (name: string) => queryWholeNumber(name, 1, MAX_ID, `${name} must be a positive whole number`);

/** GET /api/products: the marketplace's search, filters and sort. */
export const productListQuery = object({
  /** a category slug or id */
  category: queryText('category'),
  category_id: rowId('category_id'),
  condition: queryChoice('condition', CONDITIONS, oneOfMessage('Condition', CONDITIONS)),
  search: queryText('search'),
  seller_id: rowId('seller_id'),
  min_price: cents('min_price'),
  max_price: cents('max_price'),
  status: queryChoice('status', PRODUCT_FILTERS, oneOfMessage('Status', PRODUCT_FILTERS)).default('active'),
  sort: queryChoice('sort', PRODUCT_SORTS, oneOfMessage('Sort', PRODUCT_SORTS)),
  ...pageFields(),
});
export type ProductListQuery = InferType<typeof productListQuery>;

/** GET /api/conversations/{id}/messages: the newest page, or the one before a message id. */
export const threadQuery = (defaultSize: number) => object({ before: rowId('before'), pageSize: pageFields(defaultSize).pageSize });
export type ThreadQuery = InferType<ReturnType<typeof threadQuery>>;

/** GET /api/admin/users. */
export const adminUserQuery = object({
  search: queryText('search'),
  role: queryChoice('role', ROLES),
  status: queryChoice('status', ACCOUNT_STATUSES).default('all'),
  ...pageFields(),
});
export type AdminUserQuery = InferType<typeof adminUserQuery>;

/** GET /api/admin/comments. */
export const adminCommentQuery = object({ status: queryChoice('status', COMMENT_FILTERS).default('all'), ...pageFields() });
export type AdminCommentQuery = InferType<typeof adminCommentQuery>;

/** GET /api/admin/queue. */
export const queueQuery = object({ status: queryChoice('status', QUEUE_STATUSES).default('open'), ...pageFields() });
export type QueueQuery = InferType<typeof queueQuery>;
