import type { Knex } from 'knex';
import type { Review, ReviewVote } from '../../../src-shared/types';
import type { ReviewCreateInput, ReviewUpdateInput } from '../../../src-shared/schemas/review';
import { deleteCommentsOf } from '../../comments';
import { orderByRelevance, parseSearch, whereMatches, type Search } from '../../db/full-text-search';
import { nowIso, toIso } from '../../db/time';
import { pageOf, type Paged } from '../../db/paged';
import { notFound } from '../../http/http-error';
import type { Page } from '../../http/pagination';
import { parseId } from '../../../src-shared/ids';
import { publicUserColumns, toPublicUser } from '../../auth';
import { assertCategoryExists, whereCategory } from '../../categories';
import { cleanRichContent, sanitizeHtml } from '../sanitize-html';
import { insertWithSlug } from '../slugs';
import { voteColumns } from './review-votes.service';
import { PUBLIC_READER, statusChange, whereReadable, whereStatus, withAuthorAndCategory, type ArticleFilters, type ContentReader } from '../content-visibility';

function baseQuery(db: Knex) {
  return withAuthorAndCategory(db('reviews as r'), 'r', 'categories');
}

// Named columns rather than r.*: PostgreSQL adds a search_vector column nobody should download.
const REVIEW_COLUMNS = [
  'id',
  'slug',
  'title',
  'content',
  'product_name',
  'product_brand',
  'rating',
  'image',
  'summary',
  'pros',
  'cons',
  'price',
  'product_link',
  'featured',
  'category_id',
  'author_id',
  'status',
  'created_at',
  'updated_at',
].map((column) => `r.${column}`);

function selectColumns(db: Knex, query: Knex.QueryBuilder, viewerId: number | undefined): Knex.QueryBuilder {
  return query.select(...REVIEW_COLUMNS, 'c.name as category_name', ...publicUserColumns('a', 'author'), ...voteColumns(db, 'r', viewerId));
}

function applyFilters(db: Knex, query: Knex.QueryBuilder, category: string | undefined, search: Search | undefined): Knex.QueryBuilder {
  whereCategory(query, 'r.category_id', category);
  return search ? whereMatches(db, query, 'reviews', 'r', search) : query;
}

/** A review as selectColumns reads it: its columns, category name, author_* columns and the vote counts. */
interface ReviewRow extends Pick<
  Review,
  'id' | 'slug' | 'title' | 'content' | 'product_name' | 'product_brand' | 'image' | 'summary' | 'pros' | 'cons' | 'product_link' | 'category_name' | 'status'
> {
  rating: number | string;
  price: number | string | null;
  featured: boolean | number;
  category_id: number | string | null;
  author_id: number | string | null;
  helpful_count?: number | string;
  not_helpful_count?: number | string;
  my_vote?: ReviewVote | null;
  created_at: unknown;
  updated_at: unknown;
  [authorColumn: string]: unknown;
}

const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));

export function toReview(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    content: row.content,
    product_name: row.product_name,
    product_brand: row.product_brand ?? null,
    rating: Number(row.rating),
    image: row.image ?? null,
    image_url: row.image ?? null,
    summary: row.summary ?? null,
    pros: row.pros ?? null,
    cons: row.cons ?? null,
    price: numberOrNull(row.price),
    product_link: row.product_link ?? null,
    featured: Boolean(row.featured),
    category_id: numberOrNull(row.category_id),
    category_name: row.category_name ?? null,
    author_id: numberOrNull(row.author_id),
    author: toPublicUser(row, 'author'),
    helpful_count: Number(row.helpful_count ?? 0),
    not_helpful_count: Number(row.not_helpful_count ?? 0),
    my_vote: row.my_vote ?? null,
    status: row.status,
    created_at: toIso(row.created_at) ?? '',
    updated_at: toIso(row.updated_at) ?? '',
  };
}

/** Featured first, then newest (a search puts the best matches first); vote counts come in the same query. */
export function listReviews(db: Knex, filters: ArticleFilters, page: Page, viewerId?: number, reader: ContentReader = PUBLIC_READER): Promise<Paged<Review>> {
  const search = parseSearch(filters.search);
  const filtered = applyFilters(db, whereStatus(db('reviews as r'), 'r', filters.status ?? 'published', reader), filters.category, search);
  const query = selectColumns(db, withAuthorAndCategory(filtered.clone(), 'r', 'categories'), viewerId);
  if (search) orderByRelevance(db, query, 'reviews', 'r', search);
  query.orderBy([
    { column: 'r.featured', order: 'desc' },
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ]);
  return pageOf(query, page, toReview, 'r.id', filtered);
}

/** A review by id or slug, with the viewer's own vote; the body is sanitised again on the way out. A draft is a 404 to those who may not see it. */
export async function getReview(db: Knex, idOrSlug: string, viewerId?: number, reader: ContentReader = PUBLIC_READER): Promise<Review> {
  const id = parseId(idOrSlug);
  const row = await whereReadable(selectColumns(db, baseQuery(db), viewerId), 'r', reader)
    .where(id ? { 'r.id': id } : { 'r.slug': idOrSlug })
    .first();
  if (!row) throw notFound('Review not found');
  const review = toReview(row);
  return { ...review, content: sanitizeHtml(review.content) };
}

export function getReviewById(db: Knex, id: number, viewerId?: number, reader: ContentReader = PUBLIC_READER): Promise<Review> {
  return getReview(db, String(id), viewerId, reader);
}

/** What the authoring routes read and write: every review, drafts included. */
const EDITOR: ContentReader = { canSeeDrafts: true };

const OPTIONAL_FIELDS = ['product_brand', 'image', 'summary', 'pros', 'cons', 'price', 'product_link', 'category_id'] as const;

export async function createReview(db: Knex, input: ReviewCreateInput, authorId: number): Promise<Review> {
  await assertCategoryExists(db, input.category_id);
  const content = cleanRichContent(input.content, 'Please fill in all required fields');
  const optional = Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, input[field] ?? null]));
  const now = nowIso();
  const id = await insertWithSlug(db, 'reviews', input.title, 'review', {
    ...optional,
    title: input.title,
    product_name: input.product_name,
    rating: input.rating,
    content,
    featured: input.featured ?? false,
    author_id: authorId,
    status: input.status ?? 'published',
    created_at: now,
    updated_at: now,
  });
  return getReviewById(db, id, authorId, EDITOR);
}

/** Updates the fields sent; the slug stays, so shared links keep working. */
export async function updateReview(db: Knex, id: number, input: ReviewUpdateInput, viewerId: number): Promise<Review> {
  const existing = await getReviewById(db, id, undefined, EDITOR);
  await assertCategoryExists(db, input.category_id);
  const changes: Record<string, unknown> = statusChange(existing.status, input.status);
  for (const field of ['title', 'product_name', 'rating', 'featured', ...OPTIONAL_FIELDS] as const) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.content !== undefined) changes['content'] = cleanRichContent(input.content, 'Content is required');
  await db('reviews')
    .where({ id: existing.id })
    .update({ ...changes, updated_at: nowIso() });
  return getReviewById(db, existing.id, viewerId, EDITOR);
}

export async function deleteReview(db: Knex, id: number): Promise<void> {
  const existing = await getReviewById(db, id, undefined, EDITOR);
  await db.transaction(async (trx) => {
    await deleteCommentsOf(trx, 'review', existing.id);
    await trx('reviews').where({ id: existing.id }).delete();
  });
}
