import type { Knex } from 'knex';
import type { Notification, NotificationKind } from '../../src-shared/notifications';
import { pageOf, type Paged } from '../db/paged';
import { nowIso, toIso } from '../db/time';
import type { Page } from '../http/pagination';

interface NotificationRow {
  id: number;
  kind: string;
  text: string;
  url: string;
  read_at: unknown;
  created_at: unknown;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    text: row.text,
    url: row.url,
    readAt: toIso(row.read_at),
    createdAt: toIso(row.created_at) ?? '',
  };
}

/** GET /api/notifications: the member's own, newest first. */
export function listNotifications(db: Knex, userId: number, page: Page): Promise<Paged<Notification>> {
  const query = db('notifications').where({ user_id: userId }).select('id', 'kind', 'text', 'url', 'read_at', 'created_at').orderBy('id', 'desc');
  return pageOf(query, page, toNotification, 'id');
}

export async function unreadNotificationCount(db: Knex, userId: number): Promise<number> {
  const row = await db('notifications').where({ user_id: userId }).whereNull('read_at').count<{ count: number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * Marks the member's notifications read: the ids given (others' ids change nothing), or all of
 * them. Answers how many changed.
 */
export function markNotificationsRead(db: Knex | Knex.Transaction, userId: number, ids?: number[]): Promise<number> {
  const query = db('notifications').where({ user_id: userId }).whereNull('read_at');
  if (ids) query.whereIn('id', ids);
  return query.update({ read_at: nowIso() });
}

/** Marks read what led to one place (a conversation the member has just read). */
export function markNotificationsReadAt(db: Knex, userId: number, kind: NotificationKind, url: string): Promise<number> {
  return db('notifications').where({ user_id: userId, kind, url }).whereNull('read_at').update({ read_at: nowIso() });
}
