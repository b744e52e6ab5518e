import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { isSqlite } from '../db/knex';
import { ftsMatchQuery, tsPrefixQuery } from '../db/search';
import type { Page } from '../http/pagination';
import { publicUserColumns } from '../users/user-row';
import type { ProductFilters } from './product-filters';
import { photosFor, toProduct } from './product-row';
import type { Viewer } from './viewer';

// Named columns rather than p.*: PostgreSQL adds a search_vector column nobody should download.
const PRODUCT_COLUMNS = [
  'id', 'name', 'description', 'price', 'image', 'discount_percentage', 'condition', 'location',
  'seller_id', 'category_id', 'status', 'created_at', 'updated_at',
].map((column) => `p.${column}`);

/** Who may see which listing: everyone sees active ones, sellers their own, admins all. */
export function applyVisibility(query: Knex.QueryBuilder, status: ProductFilters['status'], viewer: Viewer | null): void {
  if (status !== 'all') query.where('p.status', status);
  if (status === 'active' || viewer?.isAdmin) return;
  if (!viewer) {
    query.where('p.status', 'active');
    return;
  }
  if (status === 'all') query.where((q) => q.where('p.status', 'active').orWhere('p.seller_id', viewer.id));
  else query.where('p.seller_id', viewer.id);
}

function applySearch(db: Knex, query: Knex.QueryBuilder, terms: string[]): void {
  if (isSqlite(db)) {
    query.join('products_fts', 'products_fts.rowid', 'p.id').whereRaw('products_fts MATCH ?', [ftsMatchQuery(terms)]);
  } else {
    query.whereRaw("p.search_vector @@ to_tsquery('english', ?)", [tsPrefixQuery(terms)]);
  }
}

function applyFilters(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, viewer: Viewer | null): Knex.QueryBuilder {
  applyVisibility(query, filters.status, viewer);
  const { category } = filters;
  if (category) {
    if (/^\d{1,10}$/.test(category)) query.where('p.category_id', Number(category));
    else query.whereIn('p.category_id', db('categories').select('id').where('slug', category));
  }
  if (filters.categoryId !== undefined) query.where('p.category_id', filters.categoryId);
  if (filters.condition) query.where('p.condition', filters.condition);
  if (filters.sellerId !== undefined) query.where('p.seller_id', filters.sellerId);
  if (filters.minPrice !== undefined) query.where('p.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('p.price', '<=', filters.maxPrice);
  if (filters.searchTerms) applySearch(db, query, filters.searchTerms);
  return query;
}

function applyOrder(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters): void {
  const byId = { column: 'p.id', order: 'desc' } as const;
  switch (filters.sort) {
    case 'price_low': query.orderBy([{ column: 'p.price', order: 'asc' }, byId]); return;
    case 'price_high': query.orderBy([{ column: 'p.price', order: 'desc' }, byId]); return;
    case 'newest': break;
    default:
      // no explicit sort while searching: best match first (name counts ten times the description)
      if (filters.searchTerms) {
        if (isSqlite(db)) query.orderByRaw('bm25(products_fts, 10.0, 1.0)');
        else query.orderByRaw("ts_rank(p.search_vector, to_tsquery('english', ?)) desc", [tsPrefixQuery(filters.searchTerms)]);
      }
  }
  query.orderBy([{ column: 'p.created_at', order: 'desc' }, byId]);
}

/** Listing rows with their seller, category and the viewer's favourite mark joined in: one query. */
export function productRowsQuery(db: Knex, viewer: Viewer | null): Knex.QueryBuilder {
  const query = db('products as p')
    .join('users as s', 's.id', 'p.seller_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(...PRODUCT_COLUMNS, ...publicUserColumns('s', 'seller'), 'c.name as category_name', 'c.slug as category_slug');
  if (viewer) {
    query
      .leftJoin('favorites as f', (join) => join.on('f.product_id', 'p.id').andOnVal('f.user_id', viewer.id))
      .select('f.id as favorite_id');
  }
  return query;
}

/** One page of listings (one query), their photos (one IN query) and the total (one count). */
export async function listProducts(
  db: Knex, filters: ProductFilters, viewer: Viewer | null, page: Page,
): Promise<{ items: Product[]; total: number }> {
  const countRow = await applyFilters(db, db('products as p'), filters, viewer).count<{ count: number }[]>({ count: '*' }).first();
  const total = Number(countRow?.count ?? 0);
  if (total === 0 || page.offset >= total) return { items: [], total };
  const query = applyFilters(db, productRowsQuery(db, viewer), filters, viewer).limit(page.pageSize).offset(page.offset);
  applyOrder(db, query, filters);
  const rows: Record<string, unknown>[] = await query;
  const photos = await photosFor(db, rows.map((row) => Number(row['id'])));
  return { items: rows.map((row) => toProduct(row, photos.get(Number(row['id'])) ?? [])), total };
}

/** One listing the viewer may see, or undefined (missing and hidden look the same from outside). */
export async function findVisibleProduct(db: Knex, id: number, viewer: Viewer | null): Promise<Product | undefined> {
  const query = productRowsQuery(db, viewer).where('p.id', id).first();
  applyVisibility(query, 'all', viewer);
  const row: Record<string, unknown> | undefined = await query;
  if (!row) return undefined;
  const photos = await photosFor(db, [id]);
  return toProduct(row, photos.get(id) ?? []);
}
