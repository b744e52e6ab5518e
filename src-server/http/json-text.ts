/*
 * JSON already written for a value an answer is made of: a list of listings kept in memory
 * (marketplace/listing-rows.ts) carries its text, joined from each listing's own, so the answer cache
 * sends it rather than writing the same JSON again. The text is exactly JSON.stringify of the value.
 */
const texts = new WeakMap<object, string>();

/** Marks `value` as written: `text` must be JSON.stringify(value), and the value not changed after. */
export function withJsonText<T extends object>(value: T, text: string): T {
  texts.set(value, text);
  return value;
}

/** The JSON of a value: the text it carries, or else written now. */
export function jsonText(value: unknown): string {
  const known = typeof value === 'object' && value !== null ? texts.get(value) : undefined;
  return known ?? JSON.stringify(value);
}
