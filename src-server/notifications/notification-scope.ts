import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { EventHub } from '../events/live-events';
import { unreadNotificationCount } from './notifications.service';

/**
 * The members notified while one request was handled. notify() adds to it wherever it is called
 * (a service, inside a transaction), so no area has to carry the event hub around; once the
 * answer is sent (and so every transaction of the request has committed) their new counts go out.
 */
const notifiedInRequest = new AsyncLocalStorage<Set<number>>();

/** Called by notify(): remembers the member for the live count when a request is being handled. */
export function rememberNotified(userId: number): void {
  notifiedInRequest.getStore()?.add(userId);
}

/** Pushes a member's unread notification count to their open tabs ('notification-count'). */
export async function pushNotificationCount(db: Knex, hub: EventHub, userId: number): Promise<void> {
  if (!hub.mayBeListening(userId)) return;
  hub.publish(userId, 'notification-count', { count: await unreadNotificationCount(db, userId) });
}

/** The API's middleware: opens the scope for each request and sends the counts after the answer. */
export function notificationScope(db: Knex, hub: EventHub): RequestHandler {
  return (req, res, next) => {
    const notified = new Set<number>();
    res.on('finish', () => {
      for (const userId of notified) {
        pushNotificationCount(db, hub, userId).catch((error: unknown) => req.log.error({ err: error }, 'Could not push the notification count'));
      }
    });
    notifiedInRequest.run(notified, next);
  };
}
