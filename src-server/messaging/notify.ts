import type { Knex } from 'knex';
import type { Message } from '../../src-shared/types';
import type { Logger } from '../http/request-log';
import type { EventHub } from '../events/live-events';
import { unreadCount } from './unread.service';

export interface Notifier {
  /** Pushes a member's fresh unread count to all their open tabs. */
  pushUnreadCount: (userId: number) => Promise<void>;
  /**
   * A new message goes to both members, each as they see it (the sender's other tabs too); the
   * recipient also gets the new count.
   */
  pushNewMessage: (sent: Message, delivered: Message, recipientId: number) => Promise<void>;
}

export function createNotifier(db: Knex, hub: EventHub, logger: Logger): Notifier {
  // Counts of one member are read and sent one after another: a count read before a change can
  // then never arrive after the count read once the change was made.
  const queues = new Map<number, Promise<void>>();

  const pushUnreadCount = (userId: number): Promise<void> => {
    if (!hub.mayBeListening(userId)) return Promise.resolve();
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => hub.publish(userId, 'unread-count', { count: await unreadCount(db, userId) }))
      .catch((error: unknown) => logger.error({ err: error }, 'Could not push the unread count'));
    queues.set(userId, next);
    void next.then(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
    return next;
  };

  const pushNewMessage = async (sent: Message, delivered: Message, recipientId: number) => {
    hub.publish(sent.sender_id, 'message', { conversationId: sent.conversation_id, message: sent });
    hub.publish(recipientId, 'message', { conversationId: delivered.conversation_id, message: delivered });
    await pushUnreadCount(recipientId);
  };

  return { pushUnreadCount, pushNewMessage };
}
