import type { Knex } from 'knex';
import { badRequest } from '../http/http-error';

/** Filters a query by marketplace category, given as an id ('3') or a slug ('strollers'); the query joins categories as c. */
export function whereCategory(query: Knex.QueryBuilder, column: string, category: string | undefined): Knex.QueryBuilder {
  if (!category) return query;
  return query.where((q) => (/^\d+$/.test(category) ? q.where(column, Number(category)) : q.where('c.slug', category)));
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
