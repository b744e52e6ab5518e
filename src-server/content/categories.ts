import type { Knex } from 'knex';
import { badRequest } from '../http/http-error';

/** Filters a query by marketplace category, given as an id ('3') or a slug ('strollers'); the query joins categories as c. */
export function whereCategory(query: Knex.QueryBuilder, column: string, category: string | undefined): Knex.QueryBuilder {
  if (!category) return query;
  return query.where((q) => (/^\d+$/.test(category) ? q.where(column, Number(category)) : q.where('c.slug', category)));
}

export async function assertCategoryExists(db: Knex, categoryId: number | null | undefined): Promise<void> {
  if (!categoryId) return;
  const found = await db('categories').where({ id: categoryId }).first('id');
  if (!found) throw badRequest('Category not found', { category_id: 'Category not found' });
}
