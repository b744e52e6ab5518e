import type { Knex } from 'knex';
import type { Message } from '../../src-shared/types';
import { nowIso } from '../db/time';
import { toMessage, type MessageRow } from './conversation-row';

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
  return db('messages')
    .where({ conversation_id: conversationId, status: 'unread' })
    .andWhereNot('sender_id', userId)
    .update({ status: 'read' });
}

/** The latest messages of a thread (or those before a given one), oldest first, with the thread's total. */
export async function listMessages(db: Knex, conversationId: number, page: ThreadPage): Promise<{ items: Message[]; total: number }> {
  const query = db<MessageRow>('messages as m').where('m.conversation_id', conversationId);
  if (page.before) {
    const before = page.before;
    const pivot = db('messages').select('created_at').where({ id: before, conversation_id: conversationId });
    query.andWhere((q) => q
      .where('m.created_at', '<', pivot)
      .orWhere((same) => same.where('m.created_at', '=', pivot).andWhere('m.id', '<', before)));
  }
  const rows = await query
    .select('m.*')
    .orderBy([{ column: 'm.created_at', order: 'desc' }, { column: 'm.id', order: 'desc' }])
    .limit(page.pageSize);
  const countRow = await db('messages').where({ conversation_id: conversationId }).count<{ count: number | string }[]>({ count: '*' }).first();
  return { items: rows.reverse().map(toMessage), total: Number(countRow?.count ?? 0) };
}

/** Adds a message and moves the conversation to the top of both members' lists, in one transaction. */
export async function sendMessage(db: Knex, senderId: number, conversationId: number, content: string): Promise<Message> {
  return db.transaction(async (trx) => {
    const now = nowIso();
    const [row] = await trx<MessageRow>('messages')
      .insert({ conversation_id: conversationId, sender_id: senderId, content, status: 'unread', created_at: now })
      .returning('*');
    await trx('conversations').where({ id: conversationId }).update({ updated_at: now });
    return toMessage(row as MessageRow);
  });
}
