import type { Knex } from 'knex';
import { notify, markNotificationsReadAt, rememberNotified } from '../notifications';
import { publicNameOf, type UserRow } from '../auth';

export const conversationPath = (conversationId: number) => `/messages/conversation/${conversationId}`;

/**
 * Tells the recipient of a new message, once per conversation until they read it: a second
 * message before they look adds nothing to the bell. A member reading the conversation fetches
 * the new message at once (the event stream tells the open thread), which reads it and this
 * notification with it (conversationRead), so they are not interrupted by what they already see.
 */
export async function notifyNewMessage(db: Knex, sender: UserRow, recipientId: number, conversationId: number): Promise<void> {
  const url = conversationPath(conversationId);
  const waiting = await db('notifications').where({ user_id: recipientId, kind: 'message', url }).whereNull('read_at').first('id');
  if (waiting) return;
  await notify(db, { userId: recipientId, kind: 'message', text: `New message from ${publicNameOf(sender)}`, url });
}

/** The member read the conversation: its message notification is read too. Answers whether one was. */
export async function conversationRead(db: Knex, userId: number, conversationId: number): Promise<boolean> {
  const isMarked = (await markNotificationsReadAt(db, userId, 'message', conversationPath(conversationId))) > 0;
  // the bell of the member's tabs follows once the answer is sent
  if (isMarked) rememberNotified(userId);
  return isMarked;
}
