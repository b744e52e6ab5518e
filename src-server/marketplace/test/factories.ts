import type { Knex } from 'knex';
import type { Condition, ProductStatus } from '../../../src-shared/types';
import { nowIso } from '../../db/time';
import { buildUser } from '../../test/factories';

let sequence = 0;
const next = () => ++sequence;

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  description: string | null;
}

export async function buildCategory(db: Knex, overrides: Partial<CategoryRow> = {}): Promise<CategoryRow> {
  const n = next();
  const [row] = await db('categories')
    .insert({ name: `Category ${n}`, slug: `category-${n}`, icon: null, description: null, ...overrides })
    .returning('*');
  return row as CategoryRow;
}

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  image: string | null;
  condition: Condition;
  location: string | null;
  seller_id: number;
  category_id: number | null;
  status: ProductStatus;
  created_at: string;
  updated_at: string;
}

/** A listing; makes a seller and a category when none are given. `photos` adds product_images rows. */
export async function buildProduct(db: Knex, overrides: Partial<ProductRow> = {}, photos: string[] = []): Promise<ProductRow> {
  const n = next();
  const sellerId = overrides.seller_id ?? (await buildUser(db)).id;
  const categoryId = overrides.category_id === undefined ? (await buildCategory(db)).id : overrides.category_id;
  const now = nowIso();
  const [row] = await db('products')
    .insert({
      name: `Listing ${n}`,
      description: `A well looked after item, number ${n}.`,
      price: 1000 + n,
      condition: 'good',
      location: 'Denver, CO',
      status: 'active',
      image: photos[0] ?? null,
      created_at: now,
      updated_at: now,
      ...overrides,
      seller_id: sellerId,
      category_id: categoryId,
    })
    .returning('*');
  const product = row as ProductRow;
  for (const [position, url] of photos.entries()) {
    await db('product_images').insert({ product_id: product.id, url, thumb_url: null, position });
  }
  return product;
}

/** created_at that many minutes in the past, for ordering tests. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
