import type { Knex } from 'knex';
import { isSqlite } from '../db/knex';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 60;

/** Words of the visitor's search text; punctuation and query syntax (", *, (, :) never reach the index. */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** FTS5: every word quoted (so AND, OR, NEAR are just words), all required, the last one as a prefix. */
export function fts5Query(terms: string[]): string {
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}

/** PostgreSQL tsquery with the same meaning as fts5Query. */
export function tsQuery(terms: string[]): string {
  return terms.map((term, i) => `'${term}'${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/**
 * Restricts a query on `table` (aliased `alias`) to rows matching the search text through its
 * full-text index. Text without any word leaves the query unfiltered, like an empty search.
 */
export function whereMatches(db: Knex, query: Knex.QueryBuilder, table: string, alias: string, text: string | undefined): Knex.QueryBuilder {
  const terms = searchTerms(text ?? '');
  if (terms.length === 0) return query;
  if (isSqlite(db)) {
    return query.whereRaw(`${alias}.id in (select rowid from ${table}_fts where ${table}_fts match ?)`, [fts5Query(terms)]);
  }
  return query.whereRaw(`${alias}.search_vector @@ to_tsquery('english', ?)`, [tsQuery(terms)]);
}
