import type { Response } from 'express';

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

function positiveInt(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** page/pageSize from a query string; bad values fall back to the defaults rather than failing a list. */
export function parsePage(query: Record<string, unknown>, defaultSize = DEFAULT_PAGE_SIZE): Page {
  const pageSize = Math.min(positiveInt(query['pageSize'], defaultSize), MAX_PAGE_SIZE);
  const page = Math.min(positiveInt(query['page'], 1), 1_000_000);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function sendList<T>(res: Response, items: T[], total: number): void {
  res.set('X-Total-Count', String(total));
  res.json(items);
}
