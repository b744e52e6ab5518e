import { productListQuery, type ProductListQuery, type ProductSort } from '../../src-shared/schemas/list-queries';
import type { Condition, ProductStatus } from '../../src-shared/types';
import { parseSearch, type Search } from '../db/full-text-search';

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

/** GET /api/products's checked query → the filters listProducts takes. */
export function productFiltersOf(query: ProductListQuery): ProductFilters {
  return {
    category: query.category,
    categoryId: query.category_id,
    condition: query.condition,
    search: parseSearch(query.search),
    sellerId: query.seller_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    status: query.status,
    sort: query.sort,
  };
}

/** The same from a plain query object (scripts and tests); a bad value throws the schema's error. */
export function parseProductFilters(query: Record<string, unknown>): ProductFilters {
  return productFiltersOf(productListQuery.validateSync(query, { stripUnknown: true }));
}

/** What a listing id in a path that names no visible listing answers. */
export const PRODUCT_NOT_FOUND = 'Product not found';
