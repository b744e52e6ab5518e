import type { Knex } from 'knex';
import type { Category } from '../../src-shared/types';
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

/** The marketplace categories, for the review and deal filters and forms. */
export async function listProductCategories(db: Knex): Promise<Category[]> {
  const rows = await db('categories').select('id', 'name', 'slug', 'icon', 'description').orderBy('name');
  return rows.map((row) => ({
    id: Number(row.id), name: String(row.name), slug: String(row.slug), icon: row.icon ?? null, description: row.description ?? null,
  }));
}
