/** Search text is cut to this many characters and words before it reaches the full-text index. */
const MAX_SEARCH_CHARS = 200;
const MAX_SEARCH_TERMS = 8;

/** The words of a search box's text: letters and digits only, so no query syntax ever reaches the index. */
export function searchTerms(text: string): string[] {
  const words = text.slice(0, MAX_SEARCH_CHARS).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/**
 * SQLite FTS5 MATCH expression: every word must appear, each as a quoted prefix ("strol"* finds
 * "stroller"). Quoting keeps words like AND, NOT or NEAR from being read as operators.
 */
export function ftsMatchQuery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ');
}

/** PostgreSQL to_tsquery expression with the same meaning: all words, each as a prefix. */
export function tsPrefixQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}
