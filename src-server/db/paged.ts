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
 * runs on a copy without the selected columns and the order, so a list's filters are written once;
 * a page past the end costs no second query. The count is kept until any write (cached-count.ts).
 */
export async function pageRows<Row>(query: Knex.QueryBuilder, page: Page, countColumn = '*'): Promise<Paged<Row>> {
  const total = await cachedCount(query.clone().clearSelect().clearOrder().count({ count: countColumn }).first());
  if (total === 0 || page.offset >= total) return { items: [], total };
  const rows = (await query.clone().limit(page.pageSize).offset(page.offset)) as Row[];
  return { items: rows, total };
}

/** pageRows with each row made into what the API answers. */
export async function pageOf<Row, T>(query: Knex.QueryBuilder, page: Page, toItem: (row: Row) => T, countColumn = '*'): Promise<Paged<T>> {
  const { items, total } = await pageRows<Row>(query, page, countColumn);
  return { items: items.map(toItem), total };
}
