import type { Knex } from 'knex';
import type { ListingRef, Product } from '../../src-shared/types';
import { countIndexMatches, fromMatches, orderByRelevance, rankedParts, RELEVANCE, type Search } from '../db/full-text-search';
import { cachedCount } from '../db/cached-count';
import { isSqlite } from '../db/knex';
import { pageWindow, type Paged, type PageWindow } from '../db/paged';
import type { Page } from '../http/pagination';
import type { Viewer } from '../auth';
import { countInSql, FILTERED_COLUMNS } from './listing-count';
import { pageVisibility, selectListings } from './listing-index';
import { applyFilters } from './listing-filters';
import { applyVisibility } from './listing-visibility';
import type { ProductFilters } from './product-filters';
import { listingsByIds } from './listing-rows';
import { productRowsQuery, toProduct } from './product-row';

/** what a sorted page of a search's matches reads on PostgreSQL: the filters' columns and the orders' */
const SORTED_COLUMNS = [...FILTERED_COLUMNS, 'created_at'];

/** The list's order, or (reversed) the same order backwards; `ranked`: the query reads fromMatches's RELEVANCE. */
function applyOrder(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, reversed = false, ranked = false): void {
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
      if (ranked) query.orderBy(`p.${RELEVANCE}`, way('desc'));
      else if (filters.search) orderByRelevance(db, query, 'products', 'p', filters.search, way('desc'));
  }
  query.orderBy([{ column: 'p.created_at', order: way('desc') }, byId]);
}

/**
 * One page of listings in three small queries, none of which reads more than it must:
 * - the total: the filters alone, over listings only (no joins), counted once while nothing they
 *   read changes (cached-count.ts);
 * - the page's ids: the same filters in the list's order, read from covering indexes without
 *   touching the rows of listings that are not on the page (a ranked search on SQLite: its two parts,
 *   see rankedIds);
 * - the page itself: those ids' rows, sellers, categories and favourite marks, and their photos.
 */
export async function listProducts(db: Knex, filters: ProductFilters, viewer: Viewer | null, page: Page): Promise<Paged<Product>> {
  const selected = await selectListings(db, filters, viewer);
  const total = selected ? selected.total : await countInSql(db, filters, viewer);
  if (total === 0 || page.offset >= total) return { items: [], total };
  const ids = selected
    ? selected.page(filters.sort ?? (filters.search ? 'relevance' : 'newest'), page.offset, page.pageSize)
    : filters.search && filters.sort === undefined && isSqlite(db) && (await fewInNames(db, filters.search))
      ? await rankedIds(db, filters, filters.search, viewer, page, total)
      : await spanIds(db, filters, viewer, page.offset, page.pageSize, total);
  return { items: await listingsByIds(db, ids), total };
}

/** The ids of `size` listings from `offset` on, of a list of `total`, in the list's order. */
async function spanIds(db: Knex, filters: ProductFilters, viewer: Viewer | null, offset: number, size: number, total: number): Promise<number[]> {
  const window = pageWindow({ page: 0, pageSize: size, offset }, total);
  const readInOrder =
    filters.search !== undefined && filters.sort !== undefined && isSqlite(db) && (await pageComesSoonInOrder(db, filters.search, total, window));
  // PostgreSQL sorts a search's matches as its index gives them, with what the filters and the order read
  const { search } = filters;
  const isFromMatches = search !== undefined && !isSqlite(db);
  const ranked = isFromMatches && filters.sort === undefined;
  const ordered = isFromMatches
    ? applyFilters(db, fromMatches(db, 'products', 'p', search, SORTED_COLUMNS, { relevance: ranked }), { ...filters, search: undefined }, viewer)
    : applyFilters(db, db('products as p'), filters, viewer, { readInOrder });
  ordered.select('p.id').limit(window.limit).offset(window.offset);
  applyOrder(db, ordered, filters, window.reversed, ranked);
  const ids = ((await ordered) as { id: number | string }[]).map((row) => Number(row.id));
  if (window.reversed) ids.reverse();
  return ids;
}

/**
 * Whether few of a search's matches hold a word in their name (a quarter at most), going by the index
 * alone: the ranked parts then pay (rankedIds). Where most do, counting them would cost as much as
 * ranking them (a word in 5% of listings, mostly in names: 7 ms more a page), so they are ranked as one.
 */
async function fewInNames(db: Knex, search: Search): Promise<boolean> {
  const [titled, all] = await Promise.all([
    cachedCount(countIndexMatches(db, 'products', rankedParts(search).titled)),
    cachedCount(countIndexMatches(db, 'products', search)),
  ]);
  return titled * 4 <= all;
}

/**
 * A page of a ranked search as its two parts give it (rankedParts): the listings with a word in their
 * name, ranked, counted to find where the page falls; then the rest, newest first, as a sorted
 * search reads them.
 */
async function rankedIds(db: Knex, filters: ProductFilters, search: Search, viewer: Viewer | null, page: Page, total: number): Promise<number[]> {
  const { titled, untitled } = rankedParts(search);
  const titledTotal = await countInSql(db, { ...filters, search: titled }, viewer);
  const end = page.offset + page.pageSize;
  const ids: number[] = [];
  if (page.offset < titledTotal) {
    ids.push(...(await spanIds(db, { ...filters, search: titled }, viewer, page.offset, Math.min(end, titledTotal) - page.offset, titledTotal)));
  }
  const untitledTotal = total - titledTotal;
  if (end > titledTotal && untitledTotal > 0) {
    const from = Math.max(page.offset - titledTotal, 0);
    ids.push(...(await spanIds(db, { ...filters, search: untitled, sort: 'newest' }, viewer, from, end - titledTotal - from, untitledTotal)));
  }
  return ids;
}

/**
 * Whether a search sorted by date or price finds its page sooner by reading the sort's index and
 * keeping the matches, stopping at the page, than by looking up every match of the index and sorting
 * those the filters keep. The read passes about (offset + page size) × listings / kept entries of the
 * sort's index; the look-ups are one for each of the index's matches, each about three times the
 * cost of passing an entry. At 100,000 listings a common word's fifth page takes 4 ms rather than
 * 16, its 500th 11 rather than 29, and the same word with a category and a condition 11 rather than
 * 19; a rare word's matches are looked up.
 */
async function pageComesSoonInOrder(db: Knex, search: Search, kept: number, window: PageWindow): Promise<boolean> {
  const [listings, matches] = await Promise.all([
    cachedCount(db('products').count({ count: '*' }).first()),
    cachedCount(countIndexMatches(db, 'products', search)),
  ]);
  return (window.offset + window.limit) * listings < 3 * matches * kept;
}

/** The id and seller of a listing the viewer may see, in one small query; undefined when missing or hidden. */
export async function findVisibleListing(db: Knex, id: number, viewer: Viewer | null): Promise<{ id: number; seller_id: number } | undefined> {
  const query = db('products as p').where('p.id', id).first('p.id', 'p.seller_id');
  applyVisibility(query, 'all', viewer, 'page');
  const row = await query;
  return row ? { id: Number(row.id), seller_id: Number(row.seller_id) } : undefined;
}

/**
 * The name and photo of each listing among ids that the viewer may see (what a message shows of the
 * listing it is about): from memory on SQLite, else one query.
 */
export async function listingRefs(db: Knex, ids: readonly number[], viewer: Viewer): Promise<Map<number, ListingRef>> {
  const refs = new Map<number, ListingRef>();
  if (ids.length === 0) return refs;
  const visible = await pageVisibility(db, viewer);
  if (visible) {
    for (const product of await listingsByIds(db, ids.filter(visible), 'these listings'))
      refs.set(product.id, { id: product.id, name: product.name, image: product.image ?? null });
    return refs;
  }
  const query = db('products as p').select('p.id', 'p.name', 'p.image').whereIn('p.id', ids);
  applyVisibility(query, 'all', viewer, 'page');
  for (const row of await query) refs.set(Number(row.id), { id: Number(row.id), name: String(row.name), image: row.image ?? null });
  return refs;
}

/** One listing the viewer may see, or undefined (missing and hidden look the same from outside); from memory where listings are kept there. */
export async function findVisibleProduct(db: Knex, id: number, viewer: Viewer | null): Promise<Product | undefined> {
  const visible = await pageVisibility(db, viewer);
  if (visible) return visible(id) ? (await listingsByIds(db, [id], 'these listings'))[0] : undefined;
  const query = productRowsQuery(db).where('p.id', id).first();
  applyVisibility(query, 'all', viewer, 'page');
  const row: Record<string, unknown> | undefined = await query;
  if (!row) return undefined;
  return toProduct(row);
}
