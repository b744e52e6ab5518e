/**
 * 'Nov 21, 2026' for cards and bylines; an empty string for a missing or broken date. The day is
 * the UTC day, so the server's render and the browser's read the same whatever their time zones.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
