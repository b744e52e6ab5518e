import type { Knex } from 'knex';
import { whereMatches, type MatchOptions } from '../db/full-text-search';
import type { Viewer } from '../auth';
import { whereCategory } from '../categories';
import { applyVisibility } from './listing-visibility';
import type { ProductFilters } from './product-filters';

/** A list's filters and who may see which listing. */
export function applyFilters(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, viewer: Viewer | null, matching?: MatchOptions): Knex.QueryBuilder {
  applyVisibility(query, filters.status, viewer);
  return applyListFilters(db, query, filters, matching);
}

/** The filters a visitor chose, without the visibility rules. */
export function applyListFilters(db: Knex, query: Knex.QueryBuilder, filters: ProductFilters, matching?: MatchOptions): Knex.QueryBuilder {
  whereCategory(query, 'p.category_id', filters.category);
  if (filters.categoryId !== undefined) query.where('p.category_id', filters.categoryId);
  if (filters.condition) query.where('p.condition', filters.condition);
  if (filters.sellerId !== undefined) query.where('p.seller_id', filters.sellerId);
  if (filters.minPrice !== undefined) query.where('p.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('p.price', '<=', filters.maxPrice);
  if (filters.search) whereMatches(db, query, 'products', 'p', filters.search, matching);
  return query;
}
