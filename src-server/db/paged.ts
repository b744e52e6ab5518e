import type { Knex } from 'knex';
import type { Page } from '../http/pagination';
import { cachedCount } from './cached-count';

export interface Paged<T> {
  items: T[];
  /** every row the filters match, for X-Total-Count */
  total: number;
}

/**
 * One page of a filtered, sorted query's rows plus the number of rows its filters match. The count
 * runs on `filtered` (the listed table with the list's filters and none of the joins that only add
 * columns, so it reads one narrow index), or else on a copy of the query without its columns and
 * order; a page past the end costs no second query. The count is kept while the tables it reads are
 * unchanged (cached-count.ts).
 */
export async function pageRows<Row>(query: Knex.QueryBuilder, page: Page, countColumn = '*', filtered?: Knex.QueryBuilder): Promise<Paged<Row>> {
  const counted = filtered ? filtered.clone().count({ count: '*' }) : query.clone().clearSelect().clearOrder().count({ count: countColumn });
  const total = await cachedCount(counted.first());
  if (total === 0 || page.offset >= total) return { items: [], total };
  const rows = (await query.clone().limit(page.pageSize).offset(page.offset)) as Row[];
  return { items: rows, total };
}

/** pageRows with each row made into what the API answers. */
export async function pageOf<Row, T>(
  query: Knex.QueryBuilder,
  page: Page,
  toItem: (row: Row) => T,
  countColumn = '*',
  filtered?: Knex.QueryBuilder,
): Promise<Paged<T>> {
  const { items, total } = await pageRows<Row>(query, page, countColumn, filtered);
  return { items: items.map(toItem), total };
}

/** Which rows of a sorted list a page reads: `limit` rows from `offset`, in the list's order or in reverse. */
export interface PageWindow {
  offset: number;
  limit: number;
  /** read in the reverse order: the rows come last first, and are turned back */
  reversed: boolean;
}

/**
 * A page past the middle of its list is read from the list's end, in reverse order: the last page
 * then reads as few rows as the first rather than every row before it (at 100,000 listings, 12 ms
 * to under 1). Every list order ends with the id, so the reverse is the same rows backwards.
 */
export function pageWindow(page: Page, total: number): PageWindow {
  const toEnd = total - page.offset;
  const limit = Math.min(page.pageSize, toEnd);
  if (toEnd >= page.offset + limit) return { offset: page.offset, limit: page.pageSize, reversed: false };
  return { offset: toEnd - limit, limit, reversed: true };
}
