import type { Knex } from 'knex';

/** How many items wait for a decision: pending comments and reported items. */
export async function openQueueSize(db: Knex): Promise<number> {
  const row = await db('moderation_items').where({ status: 'open' }).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
