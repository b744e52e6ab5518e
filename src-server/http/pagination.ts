import type { Response } from 'express';
import { pageQuery, type PageQuery } from '../../src-shared/schemas/list-queries';

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

/** The rows a checked page and pageSize stand for (withQuery has refused anything else). */
export function toPage({ page, pageSize }: PageQuery): Page {
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** page/pageSize of a plain query object (scripts and tests); bad values throw the schema's error. */
export function parsePage(query: Record<string, unknown>, defaultSize?: number): Page {
  return toPage(pageQuery(defaultSize).validateSync(query, { stripUnknown: true }));
}

export function sendList<T>(res: Response, items: T[], total: number): void {
  res.set('X-Total-Count', String(total));
  res.json(items);
}
