import type { Knex } from 'knex';
import { whereCategory } from '../categories';
import { cachedCount } from '../db/cached-count';
import { fromMatches } from '../db/full-text-search';
import { isSqlite } from '../db/knex';
import { hiddenTargetIds } from '../moderation-state';
import type { Viewer } from '../auth';
import { applyFilters, applyListFilters } from './listing-filters';
import { keptSellers, whereStatus } from './listing-visibility';
import type { ProductFilters } from './product-filters';

/** every column a list's filters and visibility rules test */
export const FILTERED_COLUMNS = ['id', 'status', 'seller_id', 'category_id', 'condition', 'price', 'reserved_at'] as const;

/**
 * How many listings a list holds, in SQL (where they are not kept in memory: listing-index.ts). Testing each of them against the visibility rules was most of a
 * count's cost (three lookups a listing: 18 ms for the 80,000 in a wide price range, 3 ms without),
 * so it is the listings the filters reach whatever moderation says, less those of them kept from the
 * public, which are few and found from their sellers and their ids. A search's count is driven by
 * its matches instead, and an admin sees every listing.
 */
export async function countInSql(db: Knex, filters: ProductFilters, viewer: Viewer | null): Promise<number> {
  if (filters.search) {
    const matching = fromMatches(db, 'products', 'p', filters.search, FILTERED_COLUMNS);
    applyFilters(db, matching, { ...filters, search: undefined }, viewer);
    return cachedCount(matching.count({ count: '*' }).first());
  }
  const counted = countedByTriggers(db, filters, viewer);
  if (viewer?.isAdmin) return cachedCount(counted ?? applyFilters(db, db('products as p'), filters, viewer).count({ count: '*' }).first());
  const reached = counted ?? reachedInSql(db, filters, viewer);
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
  const [all, keptCount] = await Promise.all([cachedCount(reached), cachedCount(kept.first())]);
  return all - keptCount;
}

/** The listings the filters reach whose status anyone may see, or the viewer's own: the count before moderation's rules. */
function reachedInSql(db: Knex, filters: ProductFilters, viewer: Viewer | null): Knex.QueryBuilder {
  const reached = applyListFilters(db, db('products as p'), filters);
  whereStatus(reached, filters.status);
  reached.where((shown) => {
    shown.where('p.status', 'active');
    if (viewer) shown.orWhere('p.seller_id', viewer.id);
  });
  return reached.count({ count: '*' }).first();
}

/**
 * On PostgreSQL, the same count read from the counts that triggers keep of each category, status
 * and hold (migration 20261127100001), for a list filtered by nothing else: the marketplace's first
 * page and each category's. Others see only active listings (reserved ones among them), so a list
 * of another status counts the viewer's own listings, which only the listings themselves can tell;
 * an admin sees every status.
 */
function countedByTriggers(db: Knex, filters: ProductFilters, viewer: Viewer | null): Knex.QueryBuilder | undefined {
  if (isSqlite(db)) return undefined;
  const { search, condition, sellerId, minPrice, maxPrice, status } = filters;
  if (search || condition || sellerId !== undefined || minPrice !== undefined || maxPrice !== undefined) return undefined;
  if (!viewer?.isAdmin && status !== 'active' && status !== 'reserved') return undefined;
  const counts = db('product_counts as c').sum({ count: 'c.listings' });
  if (status === 'reserved') counts.where({ 'c.status': 'active', 'c.reserved': true });
  else if (status !== 'all') counts.where('c.status', status);
  whereCategory(counts, 'c.category_id', filters.category);
  if (filters.categoryId !== undefined) counts.where('c.category_id', filters.categoryId);
  return counts.first();
}
