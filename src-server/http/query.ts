/** A single string from a query value (arrays and objects from ?a=1&a=2 or ?a[b]=1 are ignored). */
export function queryText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}
