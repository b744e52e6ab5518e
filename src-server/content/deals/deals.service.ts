import type { Knex } from 'knex';
import type { Deal } from '../../../src-shared/types';
import { toIso } from '../../db/time';
import type { Page } from '../../http/pagination';

export function toDeal(row: Record<string, unknown>, now = Date.now()): Deal {
  const expiresAt = toIso(row['expires_at']);
  return {
    id: Number(row['id']),
    title: String(row['title']),
    description: String(row['description']),
    image: (row['image'] as string | null) ?? null,
    original_price: Number(row['original_price']),
    discounted_price: Number(row['discounted_price']),
    discount_percentage: Number(row['discount_percentage']),
    link: (row['link'] as string | null) ?? null,
    retailer: (row['retailer'] as string | null) ?? null,
    category_id: (row['category_id'] as number | null) ?? null,
    category_name: (row['category_name'] as string | null) ?? null,
    coupon_code: (row['coupon_code'] as string | null) ?? null,
    terms_conditions: (row['terms_conditions'] as string | null) ?? null,
    featured: Boolean(row['featured']),
    expires_at: expiresAt,
    expiry_date: expiresAt,
    is_expired: expiresAt !== null && new Date(expiresAt).getTime() < now,
    created_at: toIso(row['created_at']) ?? '',
    updated_at: toIso(row['updated_at']) ?? '',
  };
}

export async function listDeals(db: Knex, page: Page): Promise<{ items: Deal[]; total: number }> {
  const countRow = await db('deals').count<{ count: number }[]>({ count: 'id' }).first();
  const rows = await db('deals as d')
    .leftJoin('categories as c', 'c.id', 'd.category_id')
    .select('d.*', 'c.name as category_name')
    .orderBy([{ column: 'd.featured', order: 'desc' }, { column: 'd.created_at', order: 'desc' }, { column: 'd.id', order: 'desc' }])
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows.map((row) => toDeal(row)), total: Number(countRow?.count ?? 0) };
}
