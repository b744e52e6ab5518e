import type { Knex } from 'knex';
import { CONTENT_PAGES, contentPath, type ContentPage, type PathRow } from '../../src-shared/content-pages';
import type { CommentContentType, DashboardStats, ReportTargetType } from '../../src-shared/types';

/*
 * Every kind of content members and admins write, and what the rest of the server needs to know
 * about each: where its photos are (so no photo still shown is ever deleted), where it is searched,
 * listed to search engines, counted and linked, and whether its answers may be cached. Photo
 * references, the photo sweep, full-text search, the sitemap, the dashboard stats, the queue's and
 * comments' links and the answer cache read this table rather than lists of their own;
 * content-kinds.test.ts walks the database schema and fails on a table or column not declared here.
 */

export interface PhotoColumn {
  table: string;
  column: string;
}

export type { PathRow };

export interface ContentKind {
  /** the table holding one row per item */
  table: string;
  /** columns holding one photo URL each: a stored photo's /uploads/ URL, or an outside https link */
  photoColumns: readonly PhotoColumn[];
  /** columns that only repeat a photo (or its thumbnail) a photo column holds: never looked up */
  photoMirrors: readonly PhotoColumn[];
  /** long-text columns holding HTML, which may show stored photos in <img src> by any URL form */
  htmlColumns: readonly string[];
  /** long-text columns of plain text */
  textColumns: readonly string[];
  /** its full-text index: the FTS5 table on SQLite, and the title-like columns that rank first */
  search?: { fts: string; titleColumns: readonly string[] };
  /** the page that shows one item: the prefix, then its id or slug; none for what has no page of its own */
  page?: ContentPage;
  /** the sitemap lists every published row ('published'), or only the rows a visitor's list shows ('listed'); none: not listed */
  sitemap?: 'published' | 'listed';
  /** the admin dashboard's count of it: the stat card, and which rows count */
  stat?: { card: keyof Omit<DashboardStats, 'recentActivity' | 'uploadsBytes' | 'openReports'>; rows?: (query: Knex.QueryBuilder) => void };
  /** the API reads (paths under /api) whose answers the answer cache may keep; [] with the reason when none */
  cachedReads: readonly RegExp[];
  /** its name as a target of reports and moderation */
  reportTarget?: ReportTargetType;
  /** its name as what a comment is about */
  commentTarget?: CommentContentType;
}

export const CONTENT_KINDS = {
  listings: {
    table: 'products',
    // products.image always repeats a listing's first product_images url, so the indexed table suffices
    photoColumns: [{ table: 'product_images', column: 'url' }],
    photoMirrors: [
      { table: 'products', column: 'image' },
      { table: 'product_images', column: 'thumb_url' },
    ],
    htmlColumns: [],
    textColumns: ['description'],
    search: { fts: 'products_fts', titleColumns: ['name'] },
    page: CONTENT_PAGES.listings,
    sitemap: 'listed',
    stat: { card: 'products' },
    cachedReads: [/^\/products(\/\d+)?$/, /^\/products\/my$/, /^\/favorites(\/ids)?$/],
    reportTarget: 'product',
    commentTarget: 'product',
  },
  posts: {
    table: 'blogs',
    photoColumns: [{ table: 'blogs', column: 'image' }],
    photoMirrors: [],
    htmlColumns: ['content'],
    textColumns: ['excerpt'],
    search: { fts: 'blogs_fts', titleColumns: ['title'] },
    page: CONTENT_PAGES.posts,
    sitemap: 'published',
    stat: { card: 'blogs' },
    cachedReads: [/^\/blogs(\/[^/]+|\/id\/\d+)?$/],
    commentTarget: 'blog',
  },
  reviews: {
    table: 'reviews',
    photoColumns: [{ table: 'reviews', column: 'image' }],
    photoMirrors: [],
    htmlColumns: ['content'],
    textColumns: ['summary', 'pros', 'cons'],
    search: { fts: 'reviews_fts', titleColumns: ['title', 'product_name'] },
    page: CONTENT_PAGES.reviews,
    sitemap: 'published',
    cachedReads: [/^\/reviews(\/[^/]+)?$/],
    commentTarget: 'review',
  },
  deals: {
    table: 'deals',
    photoColumns: [{ table: 'deals', column: 'image' }],
    photoMirrors: [],
    htmlColumns: ['description'],
    textColumns: ['terms_conditions'],
    search: { fts: 'deals_fts', titleColumns: ['title', 'retailer'] },
    page: CONTENT_PAGES.deals,
    sitemap: 'published',
    // not cached: deals expire with the clock, which no table version follows
    cachedReads: [],
  },
  profiles: {
    table: 'users',
    photoColumns: [{ table: 'users', column: 'profile_image_url' }],
    photoMirrors: [],
    htmlColumns: [],
    textColumns: ['bio'],
    page: CONTENT_PAGES.profiles,
    stat: { card: 'users', rows: (query) => void query.whereNull('deleted_at') },
    cachedReads: [/^\/users\/\d+$/],
    reportTarget: 'user',
  },
  comments: {
    table: 'comments',
    photoColumns: [],
    photoMirrors: [],
    htmlColumns: [],
    textColumns: ['content'],
    stat: { card: 'pendingComments', rows: (query) => void query.where({ status: 'pending' }) },
    cachedReads: [/^\/comments\/[^/]+\/[^/]+$/],
    reportTarget: 'comment',
  },
  messages: {
    table: 'messages',
    photoColumns: [],
    photoMirrors: [],
    htmlColumns: [],
    textColumns: ['content'],
    // threads are not cached: reading one marks it read
    cachedReads: [/^\/conversations$/, /^\/messages\/unread-count$/],
    reportTarget: 'message',
  },
} as const satisfies Record<string, ContentKind>;

export type KindName = keyof typeof CONTENT_KINDS;

export const KIND_NAMES = Object.keys(CONTENT_KINDS) as KindName[];

/** The kinds, in the table's order, as plain ContentKind values. */
export const contentKinds = (): Array<[KindName, ContentKind]> => KIND_NAMES.map((name) => [name, CONTENT_KINDS[name]]);

/** Every column that holds a photo URL of its own, across all kinds. */
export const PHOTO_COLUMNS: readonly PhotoColumn[] = contentKinds().flatMap(([, kind]) => kind.photoColumns);

/** Every HTML column that may show a stored photo, across all kinds. */
export const HTML_COLUMNS: readonly PhotoColumn[] = contentKinds().flatMap(([, kind]) => kind.htmlColumns.map((column) => ({ table: kind.table, column })));

type Searchable = { [K in KindName]: (typeof CONTENT_KINDS)[K] extends { search: object } ? K : never }[KindName];

/** The kinds' tables that have a full-text index, which is what a search names. */
export type SearchArea = (typeof CONTENT_KINDS)[Searchable]['table'];

/** The full-text index of each searchable table. */
export const SEARCH_INDEXES = Object.fromEntries(contentKinds().flatMap(([, kind]) => (kind.search ? [[kind.table, kind.search]] : []))) as Record<
  SearchArea,
  { fts: string; titleColumns: readonly string[] }
>;

/** The public page of an item of a kind that has pages. */
export function publicPathOf(kind: ContentKind, row: PathRow): string {
  return contentPath(kind.page!, row);
}

/** The kind a comment is about, by the comment's content_type. */
export function kindOfCommentTarget(type: CommentContentType): ContentKind {
  return contentKinds().find(([, kind]) => kind.commentTarget === type)![1];
}
