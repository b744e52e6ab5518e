import { CONDITIONS } from '../../src-shared/format/conditions';
import { PRODUCT_STATUSES } from '../../src-shared/schemas/product';
import type { Condition, ProductStatus } from '../../src-shared/types';
import { parseSearch, type Search } from '../db/full-text-search';
import { badRequest } from '../http/http-error';
import { queryText } from '../http/query';
import { MAX_ID } from '../../src-shared/ids';

export const PRODUCT_SORTS = ['newest', 'price_low', 'price_high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  /** a category slug or id */
  category?: string;
  categoryId?: number;
  condition?: Condition;
  /** the search box's words; results are ranked by relevance unless a sort is given */
  search?: Search;
  sellerId?: number;
  /** integer cents */
  minPrice?: number;
  maxPrice?: number;
  /** 'all' asks for every status the viewer may see */
  status: ProductStatus | 'all';
  sort?: ProductSort;
}

function wholeNumber(query: Record<string, unknown>, name: string, min: number): number | undefined {
  const text = queryText(query[name]);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d{1,10}$/.test(text) || value < min || value > MAX_ID) {
    throw badRequest(min > 0 ? `${name} must be a positive whole number` : `${name} must be a whole number of cents, 0 or more`);
  }
  return value;
}

function oneOf<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[], label: string): T | undefined {
  const text = queryText(query[name]);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) throw badRequest(`${label} must be one of ${allowed.join(', ')}`);
  return text as T;
}

/** GET /api/products query → filters; any malformed value answers 400 rather than being guessed at. */
export function parseProductFilters(query: Record<string, unknown>): ProductFilters {
  return {
    category: queryText(query['category']),
    categoryId: wholeNumber(query, 'category_id', 1),
    condition: oneOf(query, 'condition', CONDITIONS, 'Condition'),
    search: parseSearch(queryText(query['search'])),
    sellerId: wholeNumber(query, 'seller_id', 1),
    minPrice: wholeNumber(query, 'min_price', 0),
    maxPrice: wholeNumber(query, 'max_price', 0),
    status: oneOf(query, 'status', [...PRODUCT_STATUSES, 'all'], 'Status') ?? 'active',
    sort: oneOf(query, 'sort', PRODUCT_SORTS, 'Sort'),
  };
}

/** What a listing id in a path that names no visible listing answers. */
export const PRODUCT_NOT_FOUND = 'Product not found';
