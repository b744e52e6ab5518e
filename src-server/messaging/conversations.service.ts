import type { Knex } from 'knex';
import type { Conversation } from '../../src-shared/types';
import type { StartConversationInput } from '../../src-shared/schemas/message';
import { nowIso } from '../db/time';
import { badRequest, notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { findVisibleListing } from '../marketplace';
import type { Viewer } from '../auth';
import { hiddenTargetIds } from '../moderation-state';
import { conversationsOf, toConversation } from './conversation-row';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** The caller's conversations, most recently updated first. */
export async function listConversations(db: Knex, viewer: Viewer, page: Page): Promise<{ items: Conversation[]; total: number }> {
  const rows: Record<string, unknown>[] = await conversationsOf(db, viewer)
    .orderBy([
      { column: 'c.updated_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows.map(toConversation), total: Number(rows[0]?.['total_count'] ?? 0) };
}

/** One conversation, only for its two members: to anyone else it does not exist, so ids leak nothing. */
export async function getConversation(db: Knex, viewer: Viewer, conversationId: number): Promise<Conversation> {
  const row = await conversationsOf(db, viewer).andWhere('c.id', conversationId).first();
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return toConversation(row);
}

/** The members of a conversation the caller belongs to, and the listing it is about now; 404 otherwise. */
export async function conversationMembers(
  db: Knex | Knex.Transaction,
  userId: number,
  conversationId: number,
): Promise<{ user1_id: number; user2_id: number; product_id: number | null }> {
  const row = await db('conversations')
    .select('user1_id', 'user2_id', 'product_id')
    .where({ id: conversationId })
    .andWhere((q) => q.where('user1_id', userId).orWhere('user2_id', userId))
    .first();
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return { user1_id: Number(row.user1_id), user2_id: Number(row.user2_id), product_id: row.product_id === null ? null : Number(row.product_id) };
}

export function otherMember(members: { user1_id: number; user2_id: number }, userId: number): number {
  return members.user1_id === userId ? members.user2_id : members.user1_id;
}

/** The listing a conversation is about: one the caller may see (else it does not exist), sold by one of the two. */
async function checkProduct(db: Knex, viewer: Viewer, productId: number, memberIds: number[]): Promise<void> {
  const product = await findVisibleListing(db, productId, viewer);
  if (!product) throw notFound('Product not found');
  if (!memberIds.includes(product.seller_id)) throw badRequest('This listing is not sold by either member of the conversation');
}

/**
 * The one conversation of the two members, created on first contact. The pair is stored ordered
 * (user1_id < user2_id) under a unique index, so whichever member starts it, and however many
 * requests race, there is one row. A listing named by the call becomes the conversation's topic.
 */
export async function startConversation(db: Knex, viewer: Viewer, input: StartConversationInput): Promise<{ conversation: Conversation; isNew: boolean }> {
  const userId = viewer.id;
  const recipientId = input.recipient_id;
  if (recipientId === userId) throw badRequest('You cannot message yourself');
  // a deactivated or deleted member is not there to write to, and one hidden by reports is not found by strangers
  const recipient = await db('users')
    .select('id')
    .where({ id: recipientId })
    .whereNull('deactivated_at')
    .whereNull('deleted_at')
    .whereNotIn('id', hiddenTargetIds('user'))
    .first();
  if (!recipient) throw notFound('User not found');
  const productId = input.product_id ?? null;
  if (productId !== null) await checkProduct(db, viewer, productId, [userId, recipientId]);

  const pair = { user1_id: Math.min(userId, recipientId), user2_id: Math.max(userId, recipientId) };
  const now = nowIso();
  const inserted = await db('conversations')
    .insert({ ...pair, product_id: productId, created_at: now, updated_at: now })
    .onConflict(['user1_id', 'user2_id'])
    .ignore()
    .returning('id');
  const isNew = inserted.length > 0;
  const existing = await db('conversations').select('id', 'product_id').where(pair).first();
  if (!isNew && productId !== null && Number(existing.product_id) !== productId) {
    await db('conversations').where({ id: existing.id }).update({ product_id: productId });
  }
  return { conversation: await getConversation(db, viewer, Number(existing.id)), isNew };
}
