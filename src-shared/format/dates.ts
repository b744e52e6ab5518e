/**
 * One formatter for every date, made at the first: `toLocaleDateString` with options builds a new
 * Intl formatter (and loads its locale data) on every call, tens of milliseconds for a page of cards
 * on a phone, all of it while the page hydrates.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * 'Nov 21, 2026' for cards and bylines; an empty string for a missing or broken date. The day is
 * the UTC day, so the server's render and the browser's read the same whatever their time zones.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(date);
}
