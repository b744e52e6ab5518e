import type { Knex } from 'knex';
import type { ListingRef, Message } from '../../src-shared/types';
import { applyVisibility } from '../marketplace';
import type { Viewer } from '../auth';
import { toMessagePreview, type MessageRow } from './conversation-row';

/** Who a member is, as far as seeing listings goes (the recipient of a message, say). */
export async function viewerById(db: Knex, userId: number): Promise<Viewer> {
  const row = await db('users').select('role').where({ id: userId }).first();
  return { id: userId, isAdmin: row?.role === 'admin' };
}

/**
 * The messages with the listing each was sent about, as the viewer may see it: one query for all
 * of them. A listing hidden from the viewer shows nothing, not even its id.
 */
export async function withListings(db: Knex, viewer: Viewer, rows: MessageRow[]): Promise<Message[]> {
  const ids = [...new Set(rows.map((row) => row.product_id).filter((id): id is number => id !== null))].map(Number);
  const listings = new Map<number, ListingRef>();
  if (ids.length > 0) {
    const query = db('products as p').select('p.id', 'p.name', 'p.image').whereIn('p.id', ids);
    applyVisibility(query, 'all', viewer, 'page');
    for (const row of await query) listings.set(Number(row.id), { id: Number(row.id), name: String(row.name), image: row.image ?? null });
  }
  return rows.map((row) => {
    const product = row.product_id === null ? null : (listings.get(Number(row.product_id)) ?? null);
    return { ...toMessagePreview(row), product_id: product?.id ?? null, product };
  });
}
