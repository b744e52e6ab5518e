import type { Knex } from 'knex';
import type { Message } from '../../src-shared/types';
import { nowIso } from '../db/time';
import type { Viewer } from '../auth';
import { hiddenTargetIds } from '../moderation-state';
import type { MessageRow } from './conversation-row';
import { conversationMembers, otherMember } from './conversations.service';
import { viewerById, withListings } from './message-listings';

export interface ThreadPage {
  pageSize: number;
  /** a message id: answer the messages before it (older), for scrolling back */
  before?: number;
}

/**
 * Marks what the other member sent as read. Runs in the request that shows the thread, so
 * opening a conversation clears its unread count. Answers how many messages changed.
 */
export async function markThreadRead(db: Knex, userId: number, conversationId: number): Promise<number> {
  return db('messages').where({ conversation_id: conversationId, status: 'unread' }).andWhereNot('sender_id', userId).update({ status: 'read' });
}

/**
 * The latest messages of a thread (or those before a given one), oldest first, each with the
 * listing it was sent about as the viewer may see it, and the thread's total. Messages an admin
 * removed after a report are left out for both members.
 */
export async function listMessages(db: Knex, viewer: Viewer, conversationId: number, page: ThreadPage): Promise<{ items: Message[]; total: number }> {
  const query = db<MessageRow>('messages as m').where('m.conversation_id', conversationId).whereNotIn('m.id', hiddenTargetIds('message'));
  if (page.before) {
    const before = page.before;
    const pivot = db('messages').select('created_at').where({ id: before, conversation_id: conversationId });
    query.andWhere((q) => q.where('m.created_at', '<', pivot).orWhere((same) => same.where('m.created_at', '=', pivot).andWhere('m.id', '<', before)));
  }
  const rows = await query
    .select('m.*')
    .orderBy([
      { column: 'm.created_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ])
    .limit(page.pageSize);
  const countRow = await db('messages')
    .where({ conversation_id: conversationId })
    .whereNotIn('id', hiddenTargetIds('message'))
    .count<{ count: number | string }[]>({ count: '*' })
    .first();
  return { items: await withListings(db, viewer, (rows as MessageRow[]).reverse()), total: Number(countRow?.count ?? 0) };
}

/**
 * Adds a message about the conversation's listing of the moment (the last one Contact Seller was
 * pressed for), and moves the conversation to the top of both members' lists, in one transaction.
 * The conversation is read there, once: a sender who is not one of its two members finds it does
 * not exist. Answers the message as the sender sees it and as the recipient does (a listing hidden
 * from one of them is shown only to the other), and who the recipient is.
 */
export async function sendMessage(
  db: Knex,
  sender: Viewer,
  conversationId: number,
  content: string,
): Promise<{ sent: Message; delivered: Message; recipientId: number }> {
  const { row, recipientId } = await db.transaction(async (trx) => {
    const now = nowIso();
    const conversation = await conversationMembers(trx, sender.id, conversationId);
    const [inserted] = await trx<MessageRow>('messages')
      .insert({
        conversation_id: conversationId,
        sender_id: sender.id,
        content,
        status: 'unread',
        created_at: now,
        product_id: conversation.product_id,
      })
      .returning('*');
    await trx('conversations').where({ id: conversationId }).update({ updated_at: now });
    return { row: inserted as MessageRow, recipientId: otherMember(conversation, sender.id) };
  });
  const [sent] = await withListings(db, sender, [row]);
  const [delivered] = await withListings(db, await viewerById(db, recipientId), [row]);
  return { sent: sent!, delivered: delivered!, recipientId };
}
