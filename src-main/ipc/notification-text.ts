import { NOTIFICATION_LIMITS } from '../../src-shared/desktop/bridge';

export interface NotificationText {
  title: string;
  body: string;
}

function clean(value: string, limit: number): string {
  // control characters would show as boxes or break lines in the system's notification centre
  const text = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

const MAX_PATH = 2048;

/**
 * The screen a notification opens when clicked: a path on the console's own server, or undefined
 * for none; null when it is anything else (another origin, a protocol-relative URL, a script).
 */
export function notificationPath(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_PATH || !value.startsWith('/') || /[\\\p{Cc}]/u.test(value)) return null;
  const base = 'http://console.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The renderer's notification texts, bounded; null when they are not text or the title is empty. */
export function notificationText(title: unknown, body: unknown): NotificationText | null {
  if (typeof title !== 'string' || (body !== undefined && typeof body !== 'string')) return null;
  const shown = { title: clean(title, NOTIFICATION_LIMITS.title), body: clean(body ?? '', NOTIFICATION_LIMITS.body) };
  return shown.title ? shown : null;
}
