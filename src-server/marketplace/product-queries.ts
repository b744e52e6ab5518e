import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { orderByRelevance } from '../db/full-text-search';
import { cachedCount } from '../db/cached-count';
import { isSqlite } from '../db/knex';
import { pageWindow, type Paged, type PageWindow } from '../db/paged';
import type { Page } from '../http/pagination';
import { publicUserColumns, type Viewer } from '../auth';
import { countListings } from './listing-count';
import { applyFilters } from './listing-filters';
import { applyVisibility } from './listing-visibility';
import type { ProductFilters } from './product-filters';
import { photosColumn, toProduct } from './product-row';

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
