import type { Knex } from 'knex';
import type { Deal } from '../../../src-shared/types';
import { discountPercentage, type DealCreateInput, type DealUpdateInput } from '../../../src-shared/schemas/deal';
import type { DealSort } from '../../../src-shared/schemas/list-queries';
import { orderByRelevance, parseSearch, whereMatches, type Search } from '../../db/full-text-search';
import { nowIso, toIso } from '../../db/time';
import { pageOf, type Paged } from '../../db/paged';
import { badRequest, notFound } from '../../http/http-error';
import type { Page } from '../../http/pagination';
import { assertCategoryExists, whereCategory } from '../../categories';
import { PUBLIC_READER, statusChange, whereReadable, whereStatus, type ContentReader, type StatusFilter } from '../content-visibility';

export interface DealFilters {
  search?: string;
  category?: string;
  /** smallest discount_percentage shown, 0-100 */
  minDiscount?: number;
  /** expired deals are left out unless asked for */
  includeExpired?: boolean;
  /** newest (featured first, then newest) or ending_soon (running deals by their end, those without one last) */
  sort?: DealSort;
  /** published unless an admin asks for drafts or all */
  status?: StatusFilter;
}

export const RELATED_DEALS = 3;

/** A deal as selectColumns reads it, with its category's name; numbers may come back as strings from PostgreSQL. */
interface DealRow extends Pick<
  Deal,
  'id' | 'title' | 'description' | 'image' | 'link' | 'retailer' | 'category_id' | 'category_name' | 'coupon_code' | 'terms_conditions' | 'status'
> {
  original_price: number | string;
  discounted_price: number | string;
  discount_percentage: number | string;
  featured: boolean | number;
  expires_at: unknown;
  created_at: unknown;
  updated_at: unknown;
}

export function toDeal(row: DealRow, now = Date.now()): Deal {
  const expiresAt = toIso(row.expires_at);
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    image: row.image ?? null,
    original_price: Number(row.original_price),
    discounted_price: Number(row.discounted_price),
    discount_percentage: Number(row.discount_percentage),
    link: row.link ?? null,
    retailer: row.retailer ?? null,
    category_id: row.category_id === null || row.category_id === undefined ? null : Number(row.category_id),
    category_name: row.category_name ?? null,
    coupon_code: row.coupon_code ?? null,
    terms_conditions: row.terms_conditions ?? null,
    featured: Boolean(row.featured),
    expires_at: expiresAt,
    expiry_date: expiresAt,
    is_expired: expiresAt !== null && new Date(expiresAt).getTime() < now,
    status: row.status,
    created_at: toIso(row.created_at) ?? '',
    updated_at: toIso(row.updated_at) ?? '',
  };
}

function baseQuery(db: Knex) {
  return db('deals as d').leftJoin('categories as c', 'c.id', 'd.category_id');
}

// Named columns rather than d.*: PostgreSQL adds a search_vector column nobody should download.
const DEAL_COLUMNS = [
  'id',
  'title',
  'description',
  'image',
  'original_price',
  'discounted_price',
  'discount_percentage',
  'link',
  'retailer',
  'coupon_code',
  'terms_conditions',
  'featured',
  'category_id',
  'author_id',
  'status',
  'expires_at',
  'created_at',
  'updated_at',
].map((column) => `d.${column}`);

const selectColumns = (query: Knex.QueryBuilder) => query.select(...DEAL_COLUMNS, 'c.name as category_name');

function applyFilters(db: Knex, query: Knex.QueryBuilder, filters: DealFilters, search: Search | undefined): Knex.QueryBuilder {
  if (filters.minDiscount) query.where('d.discount_percentage', '>=', filters.minDiscount);
  whereCategory(query, 'd.category_id', filters.category);
  return search ? whereMatches(db, query, 'deals', 'd', search) : query;
}

// ISO strings compare in time order in SQLite; PostgreSQL casts the parameter to a timestamp
const expiredLast = (query: Knex.QueryBuilder, now: string) =>
  query.orderByRaw('case when d.expires_at is not null and d.expires_at < ? then 1 else 0 end', [now]);

/**
 * Running deals only unless expired ones are asked for (then after the running ones); featured
 * first, then newest, or by the soonest end; a search puts the best matches first.
 */
export function listDeals(db: Knex, filters: DealFilters, page: Page, reader: ContentReader = PUBLIC_READER): Promise<Paged<Deal>> {
  const search = parseSearch(filters.search);
  const nowText = nowIso();
  const filtered = applyFilters(db, whereStatus(db('deals as d'), 'd', filters.status ?? 'published', reader), filters, search);
  if (!filters.includeExpired) filtered.where((q) => q.whereNull('d.expires_at').orWhere('d.expires_at', '>=', nowText));
  const query = selectColumns(filtered.clone().leftJoin('categories as c', 'c.id', 'd.category_id'));
  if (search) orderByRelevance(db, query, 'deals', 'd', search);
  // only when ended deals are shown: an order by an expression reads and sorts every deal
  if (filters.includeExpired) expiredLast(query, nowText);
  if (filters.sort === 'ending_soon') {
    query.orderByRaw('case when d.expires_at is null then 1 else 0 end').orderBy('d.expires_at', 'asc');
  }
  query.orderBy([
    { column: 'd.featured', order: 'desc' },
    { column: 'd.created_at', order: 'desc' },
    { column: 'd.id', order: 'desc' },
  ]);
  const now = Date.now();
  return pageOf(query, page, (row: DealRow) => toDeal(row, now), 'd.id', filtered);
}

/** A deal; a draft is a 404 to those who may not see it. */
export async function getDeal(db: Knex, id: number, reader: ContentReader = PUBLIC_READER): Promise<Deal> {
  const row = await whereReadable(selectColumns(baseQuery(db)), 'd', reader)
    .where('d.id', id)
    .first();
  if (!row) throw notFound('Deal not found');
  return toDeal(row);
}

/** Similar Deals: published ones of the same category first, running before ended, newest first; never the deal itself. */
export async function relatedDeals(db: Knex, id: number, reader: ContentReader = PUBLIC_READER): Promise<Deal[]> {
  const deal = await getDeal(db, id, reader);
  const query = selectColumns(baseQuery(db))
    .where('d.status', 'published')
    .whereNot('d.id', deal.id)
    .orderByRaw('case when d.category_id = ? then 0 else 1 end', [deal.category_id ?? 0]);
  const rows = await expiredLast(query, nowIso())
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .limit(RELATED_DEALS);
  return rows.map((row: DealRow) => toDeal(row));
}

function assertPrices(original: number, sale: number, isNew: boolean): void {
  if (isNew && original <= 0) throw badRequest('Original price must be greater than 0', { original_price: 'Original price must be greater than 0' });
  if (sale > original) {
    throw badRequest('Sale price cannot be more than the original price', { discounted_price: 'Sale price cannot be more than the original price' });
  }
}

/** What the authoring routes read and write: every deal, drafts included. */
const EDITOR: ContentReader = { canSeeDrafts: true };

const OPTIONAL_FIELDS = ['retailer', 'link', 'image', 'category_id', 'coupon_code', 'terms_conditions', 'expires_at'] as const;

export async function createDeal(db: Knex, input: DealCreateInput, authorId: number): Promise<Deal> {
  assertPrices(input.original_price, input.discounted_price, true);
  await assertCategoryExists(db, input.category_id);
  const now = nowIso();
  const [row] = await db('deals')
    .insert({
      ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, input[field] ?? null])),
      title: input.title,
      description: input.description,
      original_price: input.original_price,
      discounted_price: input.discounted_price,
      discount_percentage: discountPercentage(input.original_price, input.discounted_price),
      featured: input.featured ?? false,
      author_id: authorId,
      status: input.status ?? 'published',
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  return getDeal(db, Number((row as { id: number }).id), EDITOR);
}

/**
 * Updates the fields sent. A discount sent with the edit form is kept as given (rounded);
 * otherwise a price change recomputes it.
 */
export async function updateDeal(db: Knex, id: number, input: DealUpdateInput): Promise<Deal> {
  const existing = await getDeal(db, id, EDITOR);
  const original = input.original_price ?? existing.original_price;
  const sale = input.discounted_price ?? existing.discounted_price;
  assertPrices(original, sale, false);
  await assertCategoryExists(db, input.category_id);
  const changes: Record<string, unknown> = statusChange(existing.status, input.status);
  for (const field of ['title', 'description', 'original_price', 'discounted_price', 'featured', ...OPTIONAL_FIELDS] as const) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.discount_percentage !== undefined) changes['discount_percentage'] = Math.round(input.discount_percentage);
  else if (input.original_price !== undefined || input.discounted_price !== undefined) changes['discount_percentage'] = discountPercentage(original, sale);
  await db('deals')
    .where({ id: existing.id })
    .update({ ...changes, updated_at: nowIso() });
  return getDeal(db, existing.id, EDITOR);
}

export async function deleteDeal(db: Knex, id: number): Promise<void> {
  const existing = await getDeal(db, id, EDITOR);
  await db('deals').where({ id: existing.id }).delete();
}
