import type { Knex } from 'knex';
import type { Logger } from '../http/request-log';
import type { EventHub } from '../events/live-events';
import { openQueueSize } from './queue-size';

/** Tells admins' open tabs and consoles how many items wait (the 'pending-count' live event). */
export interface PendingCountNotifier {
  /** After a pending comment, a report or a decision: every admin with an open stream. */
  pushToAdmins: () => Promise<void>;
  /** When an admin's stream opens. */
  pushTo: (adminId: number) => Promise<void>;
}

export function createPendingCountNotifier(db: Knex, hub: EventHub, logger: Logger): PendingCountNotifier {
  // one push at a time, so a count read before a change never arrives after the count read after it
  let last: Promise<void> = Promise.resolve();
  const inTurn = (push: () => Promise<void>): Promise<void> => {
    last = last.then(push).catch((error: unknown) => logger.error({ err: error }, 'Could not push the moderation count'));
    return last;
  };

  const pushToAdmins = () =>
    inTurn(async () => {
      const admins: Array<{ id: number }> = await db('users').where({ role: 'admin' }).whereNull('deactivated_at').whereNull('deleted_at').select('id');
      const listening = admins.map((admin) => Number(admin.id)).filter((id) => hub.mayBeListening(id));
      if (listening.length === 0) return;
      const count = await openQueueSize(db);
      for (const id of listening) hub.publish(id, 'pending-count', { count });
    });

  const pushTo = (adminId: number) =>
    inTurn(async () => {
      hub.publish(adminId, 'pending-count', { count: await openQueueSize(db) });
    });

  return { pushToAdmins, pushTo };
}
