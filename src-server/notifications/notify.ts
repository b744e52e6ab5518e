import type { Knex } from 'knex';
import type { NotificationKind } from '../../src-shared/notifications';
import { nowIso } from '../db/time';
import { wakeMailAfterCommit } from '../mail/outbox';
import { rememberNotified } from './notification-scope';

export interface NotificationInput {
  /** who hears about it */
  userId: number;
  kind: NotificationKind;
  /** one sentence, as the member reads it in the bell's list and the e-mail's subject */
  text: string;
  /** a path of the site the notification leads to, e.g. /marketplace/listing/12 */
  url: string;
}

const TEXT_MAX = 500;

/**
 * Tells members something happened: the one call every area makes. Pass the transaction the
 * change is made in, so the notification exists exactly when the change does. Members who are
 * gone (deleted, deactivated) are skipped. The bell of each member's open tabs updates once the
 * request's answer is sent.
 */
export async function notify(db: Knex | Knex.Transaction, inputs: NotificationInput | NotificationInput[]): Promise<void> {
  const list = Array.isArray(inputs) ? inputs : [inputs];
  if (list.length === 0) return;
  const userIds = [...new Set(list.map((input) => input.userId))];
  const present = new Set((await db('users').whereIn('id', userIds).whereNull('deleted_at').whereNull('deactivated_at').pluck('id')).map(Number));
  const now = nowIso();
  const rows = list
    .filter((input) => present.has(input.userId))
    .map((input) => ({
      user_id: input.userId,
      kind: input.kind,
      text: truncateText(input.text),
      url: input.url,
      read_at: null,
      created_at: now,
      mail_state: 'pending',
    }));
  if (rows.length === 0) return;
  await db('notifications').insert(rows);
  for (const row of rows) rememberNotified(row.user_id);
  // the mail worker decides each one's e-mail by the member's preferences
  wakeMailAfterCommit(db);
}

function truncateText(text: string): string {
  return text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1)}…`;
}
