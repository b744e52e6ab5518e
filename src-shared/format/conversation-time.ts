const DAY_MS = 86_400_000;

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Calendar days between two moments in the viewer's local time (0 = same day, 1 = yesterday).
 * Counted on local dates rather than elapsed hours, so 23:59 → 00:01 is a day apart and DST shifts do not matter.
 */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** '3:05 PM' */
export function formatTimeOfDay(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/**
 * The conversation list's time label: time of day if today, 'Yesterday', the weekday within
 * the last 7 days, otherwise a short date (with the year when it is not this year).
 */
export function conversationTimeLabel(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBetween(date, now);
  // a clock a little ahead of ours puts a message in the future: still today
  if (days <= 0) return formatTimeOfDay(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString('en-US', { weekday: 'long' });
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The heading above a day of messages in a thread: 'Today', 'Yesterday', else the full date. */
export function messageDayHeading(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}
