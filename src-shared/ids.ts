/** Largest id a 32-bit integer column holds (PostgreSQL `integer`); anything above cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** A positive whole-number id from a path or query ('12'), or null when it cannot name a row. */
export function parseId(value: unknown): number | null {
  const text = String(value ?? '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}
