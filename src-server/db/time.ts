/** Timestamps are stored as ISO-8601 UTC strings so SQLite and PostgreSQL sort and compare alike. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** SQLite's CURRENT_TIMESTAMP default is 'YYYY-MM-DD HH:MM:SS' in UTC; the API always answers ISO-8601. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  // knex stores a Date written to SQLite as epoch milliseconds
  const text = String(value);
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const date = new Date(typeof value === 'number' ? value : normalised);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
