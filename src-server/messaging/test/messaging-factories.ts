import type { Knex } from 'knex';
import { nowIso } from '../../db/time';
import { buildUser, type BuiltUser } from '../../test/factories';

/** A conversation between two members (created when not given), stored as the ordered pair. */
export async function buildConversation(db: Knex, a?: BuiltUser, b?: BuiltUser, overrides: Record<string, unknown> = {}) {
  const first = a ?? (await buildUser(db));
  const second = b ?? (await buildUser(db));
  const now = nowIso();
  const [row] = await db('conversations')
    .insert({
      user1_id: Math.min(first.id, second.id),
      user2_id: Math.max(first.id, second.id),
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('*');
  return { id: Number(row.id), members: [first, second] as const };
}

export async function buildMessage(db: Knex, conversationId: number, senderId: number, overrides: Record<string, unknown> = {}) {
  const [row] = await db('messages')
    .insert({ conversation_id: conversationId, sender_id: senderId, content: 'Is this still available?', status: 'unread', created_at: nowIso(), ...overrides })
    .returning('*');
  return row as { id: number; created_at: string };
}

/** A bare listing row, enough for a conversation to be about it. */
export async function buildListing(db: Knex, sellerId: number, overrides: Record<string, unknown> = {}) {
  const now = nowIso();
  const [row] = await db('products')
    .insert({
      name: 'Wooden crib',
      description: 'Solid beech, one owner',
      price: 12_000,
      condition: 'good',
      seller_id: sellerId,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('*');
  return row as { id: number; name: string };
}
