import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { fromMatches, orderByRelevance, whereMatches, type MatchOptions } from '../db/full-text-search';
import { cachedCount } from '../db/cached-count';
import { isSqlite } from '../db/knex';
import { pageWindow, type Paged, type PageWindow } from '../db/paged';
import type { Page } from '../http/pagination';
import { hiddenTargetIds } from '../moderation-state';
import { publicUserColumns, type Viewer } from '../auth';
import type { ProductFilters } from './product-filters';
import { photosColumn, toProduct } from './product-row';
import { whereCategory } from '../categories';

// Named columns rather than p.*: PostgreSQL adds a search_vector column nobody should download.
const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'image',
  'discount_percentage',
  'condition',
  'location',
  'seller_id',
  'category_id',
  'status',
  'reserved_at',
  'created_at',
  'updated_at',
].map((column) => `p.${column}`);

/** Sellers whose accounts are deactivated: their listings are hidden with them. */
function deactivatedSellers(query: Knex.QueryBuilder): void {
  query.select('id').from('users').whereNotNull('deactivated_at');
}

/**
 * Where a listing is being shown: lists and search hold active (and reserved) listings only; a sold
 * listing keeps its own page (and its place in favourites and conversations), with a Sold badge.
 */
export type ListingReach = 'lists' | 'page';

/**
 * Who may see which listing: everyone sees active listings of active members that moderation has
 * not hidden (and, on a listing's own page, sold ones), sellers their own, admins all. Everything
 * else answers exactly like a listing that does not exist.
 */
export function applyVisibility(query: Knex.QueryBuilder, status: ProductFilters['status'], viewer: Viewer | null, reach: ListingReach = 'lists'): void {
  whereStatus(query, status);
  if (viewer?.isAdmin) return;
  query.where((visible) => {
    visible.where((shown) => {
      if (reach === 'page') shown.whereIn('p.status', ['active', 'sold']);
      else shown.where('p.status', 'active');
      whereNotKeptFromPublic(shown, !isSqlite(query));
    });
    if (viewer) visible.orWhere('p.seller_id', viewer.id);
  });
}

function whereStatus(query: Knex.QueryBuilder, status: ProductFilters['status']): void {
  // reserved is stored as active with a hold (see migration 20261126500001)
  if (status === 'reserved') query.where('p.status', 'active').whereNotNull('p.reserved_at');
  else if (status !== 'all') query.where('p.status', status);
}

/** Members whose listings the public does not see: deactivated, or hidden by moderation. */
function keptSellers(query: Knex.QueryBuilder): void {
  deactivatedSellers(query);
  query.union(hiddenTargetIds('user'));
}

/**
 * Listings of deactivated members, of members or listings moderation hid. On SQLite one NOT IN per
 * rule, so each subquery reads its own index once per query. On PostgreSQL the same rules as
 * anti-joins: the planner guesses that each NOT IN keeps half the rows, so with three of them it
 * expected a list to hold a tenth of what it does, and read and sorted the whole table for a page
 * that the price or date index finds by reading a few hundred entries.
 */
function whereNotKeptFromPublic(shown: Knex.QueryBuilder, onPostgres: boolean): void {
  if (!onPostgres) {
    shown.whereNotIn('p.seller_id', deactivatedSellers).whereNotIn('p.seller_id', hiddenTargetIds('user')).whereNotIn('p.id', hiddenTargetIds('product'));
    return;
  }
  shown
    .whereNotExists((sub) =>
      sub.select(1).from('users as deactivated').whereRaw('?? = ??', ['deactivated.id', 'p.seller_id']).whereNotNull('deactivated.deactivated_at'),
    )
    .whereNotExists((sub) => hiddenTarget(sub, 'user', 'p.seller_id'))
    .whereNotExists((sub) => hiddenTarget(sub, 'product', 'p.id'));
}

function hiddenTarget(sub: Knex.QueryBuilder, targetType: 'user' | 'product', column: string): void {
  sub
    .select(1)
    .from('moderation_items as hidden')
    .where({ 'hidden.target_type': targetType, 'hidden.is_hidden': true })
    .whereRaw('?? = ??', ['hidden.target_id', column]);
}

function applyFilters(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, viewer: Viewer | null, matching?: MatchOptions): Knex.QueryBuilder {
  applyVisibility(query, filters.status, viewer);
  return applyListFilters(db, query, filters, matching);
}

/** The filters a visitor chose, without the visibility rules. */
function applyListFilters(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, matching?: MatchOptions): Knex.QueryBuilder {
  whereCategory(query, 'p.category_id', filters.category);
  if (filters.categoryId !== undefined) query.where('p.category_id', filters.categoryId);
  if (filters.condition) query.where('p.condition', filters.condition);
  if (filters.sellerId !== undefined) query.where('p.seller_id', filters.sellerId);
  if (filters.minPrice !== undefined) query.where('p.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('p.price', '<=', filters.maxPrice);
  if (filters.search) whereMatches(db, query, 'products', 'p', filters.search, matching);
  return query;
}

/** The list's order, or (reversed) the same order backwards. */
function applyOrder(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, reversed = false): void {
  const way = (order: 'asc' | 'desc') => (reversed ? (order === 'asc' ? 'desc' : 'asc') : order);
  const byId = { column: 'p.id', order: way('desc') };
  switch (filters.sort) {
    case 'price_low':
      query.orderBy([{ column: 'p.price', order: way('asc') }, byId]);
      return;
    case 'price_high':
      query.orderBy([{ column: 'p.price', order: way('desc') }, byId]);
      return;
    case 'newest':
      break;
    default:
      // no explicit sort while searching: best match first
      if (filters.search) orderByRelevance(db, query, 'products', 'p', filters.search, way('desc'));
  }
  query.orderBy([{ column: 'p.created_at', order: way('desc') }, byId]);
}

/** Listing rows with their seller, category, photos and the viewer's favourite mark: one query. */
export function productRowsQuery(db: Knex, viewer: Viewer | null): Knex.QueryBuilder {
  const query = db('products as p')
    .join('users as s', 's.id', 'p.seller_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(...PRODUCT_COLUMNS, ...publicUserColumns('s', 'seller'), 'c.name as category_name', 'c.slug as category_slug', photosColumn(db, 'p'));
  if (viewer) {
    query.leftJoin('favorites as f', (join) => join.on('f.product_id', 'p.id').andOnVal('f.user_id', viewer.id)).select('f.id as favorite_id');
  }
  return query;
}

/**
 * One page of listings in three small queries, none of which reads more than it must:
 * - the total: the filters alone, over listings only (no joins), counted once while nothing they
 *   read changes (cached-count.ts);
 * - the page's ids: the same filters in the list's order, read from covering indexes without
 *   touching the rows of listings that are not on the page;
 * - the page itself: those ids' rows, sellers, categories and favourite marks, and their photos.
 */
export async function listProducts(db: Knex, filters: ProductFilters, viewer: Viewer | null, page: Page): Promise<Paged<Product>> {
  const total = await countListings(db, filters, viewer);
  if (total === 0 || page.offset >= total) return { items: [], total };
  const window = pageWindow(page, total);
  const readInOrder = filters.search !== undefined && filters.sort !== undefined && isSqlite(db) && (await pageComesSoonInOrder(db, total, window));
  const ordered = applyFilters(db, db('products as p'), filters, viewer, { readInOrder }).select('p.id').limit(window.limit).offset(window.offset);
  applyOrder(db, ordered, filters, window.reversed);
  const ids = ((await ordered) as { id: number | string }[]).map((row) => Number(row.id));
  if (window.reversed) ids.reverse();
  const rows: Record<string, unknown>[] = await productRowsQuery(db, viewer).whereIn('p.id', ids);
  const byId = new Map(rows.map((row) => [Number(row['id']), row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
  return { items, total };
}

/**
 * Whether a search sorted by date or price finds its page sooner by reading the sort's index and
 * keeping the matches, stopping at the page, than by looking up every match and sorting them all. The
 * read passes about (offset + page size) × listings / matches entries of the index, each about a
 * third of the cost of looking up and sorting one match: at 100,000 listings a common word's fifth
 * page takes 4 ms rather than 16, its 500th 11 rather than 29; a rare word's matches are looked up.
 */
async function pageComesSoonInOrder(db: Knex, matches: number, window: PageWindow): Promise<boolean> {
  const listings = await cachedCount(db('products').count({ count: '*' }).first());
  return (window.offset + window.limit) * listings < 3 * matches * matches;
}

/**
 * How many listings a list holds. Testing each of them against the visibility rules was most of a
 * count's cost (three lookups a listing: 18 ms for the 80,000 in a wide price range, 3 ms without),
 * so it is the listings the filters reach whatever moderation says, less those of them kept from the
 * public, which are few and found from their sellers and their ids. A search's count is driven by
 * its matches instead, and an admin sees every listing.
 */
async function countListings(db: Knex, filters: ProductFilters, viewer: Viewer | null): Promise<number> {
  if (filters.search) {
    const matching = fromMatches(db, 'products', 'p', filters.search);
    applyFilters(db, matching, { ...filters, search: undefined }, viewer);
    return cachedCount(matching.count({ count: '*' }).first());
  }
  if (viewer?.isAdmin) return cachedCount(applyFilters(db, db('products as p'), filters, viewer).count({ count: '*' }).first());
  const reached = applyListFilters(db, db('products as p'), filters);
  whereStatus(reached, filters.status);
  reached.where((shown) => {
    shown.where('p.status', 'active');
    if (viewer) shown.orWhere('p.seller_id', viewer.id);
  });
  // public listings that the rules keep from view; the viewer's own stay in view
  const keptBy = (rule: (query: Knex.QueryBuilder) => void) => {
    const query = applyListFilters(db, db('products as p').select('p.id'), filters);
    whereStatus(query, filters.status);
    query.where('p.status', 'active');
    if (viewer) query.whereNot('p.seller_id', viewer.id);
    rule(query);
    return query;
  };
  // a union, so a listing both hidden and of a hidden seller counts once, and each part reads its own index
  const kept = db
    .from(
      keptBy((query) => query.whereIn('p.seller_id', keptSellers))
        .union(keptBy((query) => query.whereIn('p.id', hiddenTargetIds('product'))))
        .as('kept'),
    )
    .count({ count: '*' });
  const [all, keptCount] = await Promise.all([cachedCount(reached.count({ count: '*' }).first()), cachedCount(kept.first())]);
  return all - keptCount;
}

/** The id and seller of a listing the viewer may see, in one small query; undefined when missing or hidden. */
export async function findVisibleListing(db: Knex, id: number, viewer: Viewer | null): Promise<{ id: number; seller_id: number } | undefined> {
  const query = db('products as p').where('p.id', id).first('p.id', 'p.seller_id');
  applyVisibility(query, 'all', viewer, 'page');
  const row = await query;
  return row ? { id: Number(row.id), seller_id: Number(row.seller_id) } : undefined;
}

/** One listing the viewer may see, or undefined (missing and hidden look the same from outside). */
export async function findVisibleProduct(db: Knex, id: number, viewer: Viewer | null): Promise<Product | undefined> {
  const query = productRowsQuery(db, viewer).where('p.id', id).first();
  applyVisibility(query, 'all', viewer, 'page');
  const row: Record<string, unknown> | undefined = await query;
  if (!row) return undefined;
  return toProduct(row);
}
