import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { nowIso } from '../db/time';

export interface MailToQueue {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** password_reset, notification, digest */
  kind: string;
  userId?: number | null;
  /** a notification's mail is dropped if the member reads it in the site before it goes */
  notificationId?: number | null;
  /** the mail's one-click unsubscribe link (and List-Unsubscribe header) */
  unsubscribeUrl?: string | null;
  /** epoch ms; now unless the mail should wait */
  dueAt?: number;
}

/** Wakes this process's sender when a mail is queued, so mail goes at once rather than at the next poll. */
export const outboxSignal = new EventEmitter();

/**
 * Puts a mail in the outbox, inside the caller's transaction when given one: the mail exists exactly
 * when what it tells about does. The sender (outbox-sender.ts) takes it from there.
 */
export async function queueMail(db: Knex | Knex.Transaction, mail: MailToQueue): Promise<number> {
  const [row] = await db('mail_outbox')
    .insert({
      user_id: mail.userId ?? null,
      kind: mail.kind,
      notification_id: mail.notificationId ?? null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      unsubscribe_url: mail.unsubscribeUrl ?? null,
      message_id: `<${randomUUID()}@nestly.mail>`,
      status: 'pending',
      attempts: 0,
      due_at: mail.dueAt ?? Date.now(),
      created_at: nowIso(),
    })
    .returning('id');
  wakeMailAfterCommit(db);
  return Number((row as { id: number }).id);
}

/** Wakes the mail worker once the caller's transaction commits (a worker woken earlier would not see its rows). */
export function wakeMailAfterCommit(db: Knex | Knex.Transaction): void {
  const committed = 'executionPromise' in db && db.isTransaction ? db.executionPromise : Promise.resolve();
  committed.then(
    () => outboxSignal.emit('queued'),
    () => undefined,
  );
}
