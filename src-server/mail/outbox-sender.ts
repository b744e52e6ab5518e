import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { isSqlite } from '../db/knex';
import { nowIso } from '../db/time';
import type { Logger } from '../http/request-log';
import type { MailTransport, OutgoingMail } from './mail-transport';

interface OutboxRow {
  id: number;
  notification_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  unsubscribe_url: string | null;
  message_id: string;
  attempts: number;
}

/** Pauses before each retry: a minute, then longer; after the last the mail is given up as failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000, 12 * 60 * 60_000];
/** how long a claimed mail is this sender's alone; a sender that dies lets it go when this runs out */
export const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface SendOptions {
  now?: () => number;
  logger?: Logger;
}

/**
 * Claims due mail for this sender: pending, due, and not leased to another sender. On PostgreSQL
 * several processes claim at once: FOR UPDATE SKIP LOCKED gives each its own rows, and the lease
 * with a claim token keeps them its own after the transaction. SQLite has one writer at a time.
 */
async function claim(db: Knex, now: number): Promise<{ token: string; rows: OutboxRow[] }> {
  const token = randomUUID();
  const rows = await db.transaction(async (trx) => {
    const due = trx('mail_outbox')
      .where('status', 'pending')
      .where('due_at', '<=', now)
      .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
      .orderBy('id')
      .limit(BATCH)
      .select('id');
    if (!isSqlite(db)) due.forUpdate().skipLocked();
    const ids = ((await due) as { id: number }[]).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx('mail_outbox')
      .whereIn('id', ids)
      .update({ lease_until: now + LEASE_MS, claim_token: token, attempts: trx.raw('attempts + 1') });
    return (await trx('mail_outbox').whereIn('id', ids).orderBy('id').select('*')) as OutboxRow[];
  });
  return { token, rows };
}

function outgoing(row: OutboxRow): OutgoingMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    messageId: row.message_id,
    unsubscribeUrl: row.unsubscribe_url,
  };
}

/** A mail about a notification the member has read in the site meanwhile says nothing new. */
async function isAlreadyRead(db: Knex, row: OutboxRow): Promise<boolean> {
  if (row.notification_id === null) return false;
  const notification = await db('notifications').where({ id: row.notification_id }).first('read_at');
  return Boolean(notification?.read_at);
}

async function sendOne(db: Knex, transport: MailTransport, row: OutboxRow, token: string, now: number, logger?: Logger): Promise<void> {
  const mine = () => db('mail_outbox').where({ id: row.id, claim_token: token });
  if (await isAlreadyRead(db, row)) {
    await mine().where('status', 'pending').update({ status: 'skipped', lease_until: null });
    return;
  }
  let committing: Promise<boolean> | undefined;
  const commit = async () => {
    committing = mine()
      .where('status', 'pending')
      .update({ status: 'sent', sent_at: nowIso(), lease_until: null, last_error: null })
      .then((changed) => changed > 0);
    if (!(await committing)) throw new Error('Another sender took this mail');
  };
  try {
    await transport.deliver(outgoing(row), commit);
  } catch (error) {
    // a failure can arrive while the record is still on its way: settle it first
    const isCommitted = (await committing?.catch(() => false)) ?? false;
    const message = error instanceof Error ? error.message : String(error);
    const attempts = Number(row.attempts);
    const isLast = attempts > RETRY_DELAYS_MS.length;
    // recorded as sent, then refused: it was not delivered, so it goes again
    const query = isCommitted ? mine().where('status', 'sent') : mine().where('status', 'pending');
    await query.update({
      status: isLast ? 'failed' : 'pending',
      due_at: now + (RETRY_DELAYS_MS[attempts - 1] ?? 0),
      lease_until: null,
      last_error: message.slice(0, 1000),
      sent_at: null,
    });
    logger?.warn({ mailId: row.id, attempts, error: message }, isLast ? 'Mail failed for good' : 'Mail failed; it will be retried');
  }
}

/** One pass: claims the due mail and sends it. Answers how many mails it handled. */
export async function sendDueMail(db: Knex, transport: MailTransport, options: SendOptions = {}): Promise<number> {
  const now = (options.now ?? Date.now)();
  const { token, rows } = await claim(db, now);
  for (const row of rows) await sendOne(db, transport, row, token, now, options.logger);
  return rows.length;
}
