import type BetterSqlite3 from 'better-sqlite3';
import { stripMarkup } from '../../src-shared/format/text';

/**
 * SQL functions our SQLite schema relies on, registered on every connection.
 * nestly_strip_markup: the full-text index of blog and review bodies holds their text, not their
 * HTML, so searching "strong" does not match every post that uses <strong>.
 */
export function registerSqlFunctions(conn: BetterSqlite3.Database): void {
  conn.function('nestly_strip_markup', { deterministic: true }, (html: unknown) =>
    typeof html === 'string' ? stripMarkup(html) : html === null || html === undefined ? null : String(html),
  );
}
