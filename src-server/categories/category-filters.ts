import type { Knex } from 'knex';
import { badRequest } from '../http/http-error';

/** A category named in a path or a query: its id (up to 10 digits), or else its slug. */
const CATEGORY_ID = /^\d{1,10}$/;

/** Whether a category named in a path or a query is given by its id rather than its slug. */
export const isCategoryId = (slugOrId: string) => CATEGORY_ID.test(slugOrId);

/** Narrows a query of a categories table to the row named by a slug or an id. */
export function whereSlugOrId(query: Knex.QueryBuilder, slugOrId: string): Knex.QueryBuilder {
  return isCategoryId(slugOrId) ? query.where('id', Number(slugOrId)) : query.where('slug', slugOrId);
}

/**
 * Filters a query by category, given as an id ('3') or a slug ('strollers'). The slug is looked up in
 * a subquery rather than a join, so the filter holds on the listed table alone (and its count).
 */
export function whereCategory(
  query: Knex.QueryBuilder,
  column: string,
  category: string | undefined,
  table: 'categories' | 'blog_categories' = 'categories',
): Knex.QueryBuilder {
  if (!category) return query;
  if (isCategoryId(category)) return query.where(column, Number(category));
  return query.whereIn(column, (ids) => ids.select('id').from(table).where('slug', category));
}

interface CategoryCheck {
  /** blog posts have categories of their own; deals, reviews and listings share the marketplace's */
  table?: 'categories' | 'blog_categories';
  message?: string;
}

/** A category id sent with a form must name a row: 400 on category_id otherwise. No id is fine. */
export async function assertCategoryExists(
  db: Knex,
  categoryId: number | null | undefined,
  { table = 'categories', message = 'Category not found' }: CategoryCheck = {},
): Promise<void> {
  if (!categoryId) return;
  const found = await db(table).where({ id: categoryId }).first('id');
  if (!found) throw badRequest(message, { category_id: message });
}
