import type { Knex } from 'knex';
import type { Message } from '../../src-shared/types';
import { listingRefs } from '../marketplace';
import type { Viewer } from '../auth';
import { toMessagePreview, type MessageRow } from './conversation-row';

/** Who a member is, as far as seeing listings goes (the recipient of a message, say). */
export async function viewerById(db: Knex, userId: number): Promise<Viewer> {
  const row = await db('users').select('role').where({ id: userId }).first();
  return { id: userId, isAdmin: row?.role === 'admin' };
}

/**
 * The messages with the listing each was sent about, as the viewer may see it. A listing hidden
 * from the viewer shows nothing, not even its id.
 */
export async function withListings(db: Knex, viewer: Viewer, rows: MessageRow[]): Promise<Message[]> {
  const ids = [...new Set(rows.map((row) => row.product_id).filter((id): id is number => id !== null))].map(Number);
  const listings = await listingRefs(db, ids, viewer);
  return rows.map((row) => {
    const product = row.product_id === null ? null : (listings.get(Number(row.product_id)) ?? null);
    return { ...toMessagePreview(row), product_id: product?.id ?? null, product };
  });
}
