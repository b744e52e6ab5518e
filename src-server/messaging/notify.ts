import type { Knex } from 'knex';
import type { Message } from '../../src-shared/types';
import type { EventHub } from './events';
import { unreadCount } from './unread.service';

/** Pushes a member's fresh unread count to all their open tabs. */
export async function pushUnreadCount(db: Knex, hub: EventHub, userId: number): Promise<void> {
  if (hub.streamCount(userId) === 0) return;
  hub.publish(userId, 'unread-count', { count: await unreadCount(db, userId) });
}

/** A new message goes to both members (the sender's other tabs too); the recipient also gets the new count. */
export async function pushNewMessage(db: Knex, hub: EventHub, message: Message, recipientId: number): Promise<void> {
  const event = { conversationId: message.conversation_id, message };
  hub.publish(message.sender_id, 'message', event);
  hub.publish(recipientId, 'message', event);
  await pushUnreadCount(db, hub, recipientId);
}
