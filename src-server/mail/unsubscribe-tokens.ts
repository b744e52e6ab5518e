import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../src-shared/notifications';

/** 'all' stops every notification e-mail (the link in mail that is about no topic, a password reset). */
export type UnsubscribeTopic = NotificationTopic | 'all';

const isTopic = (value: string): value is UnsubscribeTopic => value === 'all' || NOTIFICATION_TOPICS.some((t) => t.topic === value);

function signature(secret: string, payload: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
}

/** A token that lets its holder turn off one topic of one member's e-mail, and nothing else. Signed, so it needs no table. */
export function unsubscribeToken(secret: string, userId: number, topic: UnsubscribeTopic): string {
  const payload = `${userId}.${topic}`;
  return `${payload}.${signature(secret, payload)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; topic: UnsubscribeTopic } | null {
  const [id, topic, given, ...rest] = token.split('.');
  if (!id || !topic || !given || rest.length > 0 || !/^\d{1,12}$/.test(id) || !isTopic(topic)) return null;
  const expected = Buffer.from(signature(secret, `${id}.${topic}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId: Number(id), topic };
}
