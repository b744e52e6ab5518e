import type { Knex } from 'knex';
import { isSqlite } from '../db/knex';

export interface SearchPlan {
  /** the full-text index is read: FTS5's virtual table, or the GIN index on search_vector */
  usesSearchIndex: boolean;
  /** every row of the table is read */
  scansTable: boolean;
}

/**
 * Brings the planner's statistics up to date after a test's bulk insert. PostgreSQL also needs the
 * vacuum: new rows wait in the GIN index's pending list, which its planner rightly counts as slow.
 */
export async function refreshStatistics(db: Knex): Promise<void> {
  await db.raw(isSqlite(db) ? 'ANALYZE' : 'VACUUM ANALYZE');
}

/** How the database would run a statement that searches `table` (aliased `alias`). */
export async function searchPlan(db: Knex, statement: { sql: string; bindings: readonly unknown[] }, table: string, alias: string): Promise<SearchPlan> {
  if (isSqlite(db)) {
    const plan: { detail: string }[] = await db.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, statement.bindings as Knex.RawBinding[]);
    const details = plan.map((step) => step.detail);
    return {
      usesSearchIndex: details.some((detail) => new RegExp(`^SCAN ${table}_fts VIRTUAL TABLE INDEX`).test(detail)),
      scansTable: details.some((detail) => new RegExp(`^SCAN (${table}|${alias})\\b`).test(detail)),
    };
  }
  // knex reports PostgreSQL statements with their native $1, $2… placeholders, numbered in order
  const sql = statement.sql.replace(/\$\d+/g, '?');
  const result: { rows: { 'QUERY PLAN': string }[] } = await db.raw(`EXPLAIN ${sql}`, statement.bindings as Knex.RawBinding[]);
  const lines = result.rows.map((row) => row['QUERY PLAN']);
  return {
    usesSearchIndex: lines.some((line) => /Bitmap Index Scan on \w+_search_vector_(idx|index)/.test(line)),
    scansTable: lines.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line)),
  };
}
