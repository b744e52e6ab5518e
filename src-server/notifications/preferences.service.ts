import type { Knex } from 'knex';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../src-shared/notifications';
import type { MailMode, NotificationPreferences, NotificationPreferencesInput } from '../../src-shared/schemas/notification-preferences';

/** Every topic as the member chose it; immediately where they never chose. */
export async function preferencesOf(db: Knex | Knex.Transaction, userId: number): Promise<NotificationPreferences> {
  const rows: { topic: string; mode: MailMode }[] = await db('notification_preferences').where({ user_id: userId }).select('topic', 'mode');
  const chosen = new Map(rows.map((row) => [row.topic, row.mode]));
  return Object.fromEntries(NOTIFICATION_TOPICS.map(({ topic }) => [topic, chosen.get(topic) ?? 'immediately'])) as NotificationPreferences;
}

/** Stores the topics given (others stay as they were) and answers them all. */
export async function setPreferences(db: Knex, userId: number, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  const rows = Object.entries(input)
    .filter(([, mode]) => mode !== undefined)
    .map(([topic, mode]) => ({ user_id: userId, topic, mode }));
  if (rows.length > 0) await db('notification_preferences').insert(rows).onConflict(['user_id', 'topic']).merge(['mode']);
  return preferencesOf(db, userId);
}

/** The one-click unsubscribe: one topic, or every one, off. */
export async function turnOff(db: Knex, userId: number, topic: NotificationTopic | 'all'): Promise<void> {
  const topics = topic === 'all' ? NOTIFICATION_TOPICS.map((t) => t.topic) : [topic];
  await setPreferences(db, userId, Object.fromEntries(topics.map((t) => [t, 'off'])));
}
