import type { Knex } from 'knex';
import type { Page } from '../http/pagination';

export interface Paged<T> {
  items: T[];
  /** every row the filters match, for X-Total-Count */
  total: number;
}

/**
 * One page of a filtered, sorted query plus the number of rows its filters match. The count runs
 * on a copy without the selected columns and the order, so a list's filters are written once.
 */
export async function pageOf<Row, T>(query: Knex.QueryBuilder, page: Page, toItem: (row: Row) => T, countColumn = '*'): Promise<Paged<T>> {
  const counted = await query.clone().clearSelect().clearOrder().count({ count: countColumn }).first();
  const rows = (await query.clone().limit(page.pageSize).offset(page.offset)) as Row[];
  return { items: rows.map(toItem), total: Number((counted as { count?: number | string } | undefined)?.count ?? 0) };
}
