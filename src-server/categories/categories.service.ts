import type { Knex } from 'knex';
import type { Category } from '../../src-shared/types';
import { notFound } from '../http/http-error';
import { whereSlugOrId } from './category-filters';

const COLUMNS = ['id', 'name', 'slug', 'icon', 'description'];

export function listCategories(db: Knex): Promise<Category[]> {
  return db('categories').select(COLUMNS).orderBy('name');
}

/** id and name (and slug, for links) for the product forms' category lists. */
export function listProductCategories(db: Knex): Promise<Pick<Category, 'id' | 'name' | 'slug'>[]> {
  return db('categories').select('id', 'name', 'slug').orderBy('name');
}

/** A category by its slug or its id (the category page accepts either). */
export async function getCategory(db: Knex, slugOrId: string): Promise<Category> {
  const category = await whereSlugOrId(db('categories').select(COLUMNS), slugOrId).first();
  if (!category) throw notFound('Category not found');
  return category;
}
