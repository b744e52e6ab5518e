import type { Knex } from 'knex';
import type { NotificationTopic } from '../../src-shared/notifications';
import type { MailMode } from '../../src-shared/schemas/notification-preferences';
import { isSqlite } from '../db/knex';
import { toIso } from '../db/time';
import { preferencesOf } from './preferences.service';
import { publicNameOf } from '../auth';
import { mailBody, topicOfKind, type MailSite } from '../mail/mail-text';
import { queueMail } from '../mail/outbox';

/**
 * A message waits this long before its mail goes: a member chatting in the site reads it there,
 * which drops the mail (the sender skips mail about notifications already read).
 */
export const MESSAGE_MAIL_DELAY_MS = 2 * 60_000;
/** A notification waiting for the daily digest waits at most this long. */
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;
const BATCH = 50;

interface PendingRow {
  id: number;
  user_id: number;
  kind: string;
  text: string;
  url: string;
  read_at: unknown;
  email: string;
  display_name: string | null;
  first_name: string | null;
  deleted_at: string | null;
  deactivated_at: string | null;
}

const recipientOf = (row: PendingRow) => ({ id: Number(row.user_id), name: publicNameOf(row) });

/**
 * Decides the e-mail of new notifications by each member's preference for its topic: a mail of its
 * own now (queued in the outbox in the same transaction), a place in the daily digest, or nothing.
 * Rows are claimed with SKIP LOCKED on PostgreSQL, so processes never decide one twice.
 */
export async function queueNotificationMail(db: Knex, site: MailSite, now = Date.now()): Promise<number> {
  const messagesBefore = new Date(now - MESSAGE_MAIL_DELAY_MS).toISOString();
  return db.transaction(async (trx) => {
    const query = trx('notifications as n')
      .join('users as u', 'u.id', 'n.user_id')
      .where('n.mail_state', 'pending')
      .where((q) => q.whereNot('n.kind', 'message').orWhere('n.created_at', '<=', messagesBefore))
      .orderBy('n.id')
      .limit(BATCH)
      .select('n.id', 'n.user_id', 'n.kind', 'n.text', 'n.url', 'n.read_at', 'u.email', 'u.display_name', 'u.first_name', 'u.deleted_at', 'u.deactivated_at');
    if (!isSqlite(db)) query.forUpdate('n').skipLocked();
    const rows = (await query) as PendingRow[];
    const preferences = new Map<number, Record<NotificationTopic, MailMode>>();
    for (const row of rows) {
      const userId = Number(row.user_id);
      if (!preferences.has(userId)) preferences.set(userId, await preferencesOf(trx, userId));
      const topic = topicOfKind(row.kind) as NotificationTopic;
      const mode = preferences.get(userId)![topic] ?? 'immediately';
      const isGone = row.deleted_at !== null || row.deactivated_at !== null || toIso(row.read_at) !== null;
      const state = isGone || mode === 'off' ? 'none' : mode === 'daily' ? 'digest' : 'queued';
      if (state === 'queued') {
        const body = mailBody(site, recipientOf(row), topic, [{ text: row.text, url: row.url }]);
        await queueMail(trx, { kind: 'notification', userId, notificationId: row.id, to: row.email, subject: row.text, dueAt: now, ...body });
      }
      await trx('notifications').where({ id: row.id }).update({ mail_state: state });
    }
    return rows.length;
  });
}

/**
 * Sends each member's digest once the oldest notification waiting in it is a day old: one mail
 * listing all that waited, newest first. A member's rows are claimed together, so a digest goes once.
 */
export async function queueDigests(db: Knex, site: MailSite, now = Date.now()): Promise<number> {
  const dueBefore = new Date(now - DIGEST_EVERY_MS).toISOString();
  const due = (await db('notifications')
    .where('mail_state', 'digest')
    .groupBy('user_id')
    .havingRaw('min(created_at) <= ?', [dueBefore])
    .limit(BATCH)
    .pluck('user_id')) as number[];
  let sent = 0;
  for (const userId of due.map(Number)) {
    sent += await db.transaction(async (trx) => {
      const query = trx('notifications').where({ user_id: userId, mail_state: 'digest' }).orderBy('id', 'desc').select('id', 'text', 'url');
      if (!isSqlite(db)) query.forUpdate().skipLocked();
      const rows = (await query) as { id: number; text: string; url: string }[];
      const user = await trx('users').where({ id: userId }).first('id', 'email', 'display_name', 'first_name', 'deleted_at', 'deactivated_at');
      await trx('notifications')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .update({ mail_state: user && !user.deleted_at && !user.deactivated_at ? 'queued' : 'none' });
      if (rows.length === 0 || !user || user.deleted_at || user.deactivated_at) return 0;
      const subject = rows.length === 1 ? 'Your Nestly digest: 1 notification' : `Your Nestly digest: ${rows.length} notifications`;
      const body = mailBody(site, { id: userId, name: publicNameOf(user) }, 'all', [
        { text: 'Here is what happened on Nestly since your last digest:' },
        ...rows.map((row) => ({ text: row.text, url: row.url })),
      ]);
      await queueMail(trx, { kind: 'digest', userId, to: user.email, subject, dueAt: now, ...body });
      return 1;
    });
  }
  return sent;
}
