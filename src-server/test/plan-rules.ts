import type { Knex } from 'knex';
import { isSqlite } from '../db/knex';

/** Tables that grow with the site: the ones a plan is checked against once they hold many rows. */
export const GROWING_TABLES = [
  'products',
  'product_images',
  'favorites',
  'users',
  'sessions',
  'conversations',
  'messages',
  'blogs',
  'reviews',
  'deals',
  'comments',
  'moderation_items',
  'reports',
];

export interface Statement {
  sql: string;
  bindings: readonly unknown[];
}

interface SqlitePlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** `from \`products\` as \`p\`` → p: products, so a plan's `SCAN p` names its table. */
function aliasesOf(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of sql.matchAll(/(?:from|join)\s+[`"]?(\w+)[`"]?(?:\s+as\s+[`"]?(\w+)[`"]?)?/gi)) {
    aliases.set(match[2] ?? match[1]!, match[1]!);
    aliases.set(match[1]!, match[1]!);
  }
  return aliases;
}

/** Where a SQLite plan breaks the rules; empty when it keeps them. */
export function sqlitePlanProblems(sql: string, plan: SqlitePlanRow[], large: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const byId = new Map(plan.map((row) => [row.id, row]));
  const ancestors = (row: SqlitePlanRow) => {
    const found: string[] = [];
    for (let at = byId.get(row.parent); at; at = byId.get(at.parent)) found.push(at.detail);
    return found;
  };
  const aliases = aliasesOf(sql);
  // the loops of a join are listed outermost first: the first one runs once
  const outermost = plan.find((row) => row.parent === 0 && /^(SCAN|SEARCH) /.test(row.detail));
  for (const row of plan) {
    if (/VIRTUAL TABLE/.test(row.detail)) {
      const above = ancestors(row);
      const once = row === outermost || above.some((detail) => /^(LIST|SCALAR) SUBQUERY \d+$|^MATERIALIZE|^CO-ROUTINE/.test(detail));
      if (!once || above.some((detail) => /CORRELATED/.test(detail))) problems.push(`full-text match run per row: ${row.detail}`);
      continue;
    }
    const scan = /^SCAN (\w+)$/.exec(row.detail);
    const table = scan && (aliases.get(scan[1]!) ?? scan[1]!);
    if (table && large.has(table)) problems.push(`reads every row of ${table}: ${row.detail}`);
  }
  return problems;
}

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PostgresPlanNode[];
}

/**
 * Where a PostgreSQL plan breaks the rules; empty when it keeps them. A count may read a large table
 * in sequence: PostgreSQL rightly prefers that to an index when most rows match, and a count has to
 * see them all (SQLite reads a covering index instead, and keeps the count).
 */
export function postgresPlanProblems(node: PostgresPlanNode, large: ReadonlySet<string>, isCount: boolean): string[] {
  const problems: string[] = [];
  const relation = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && relation && large.has(relation) && !isCount) problems.push(`reads every row of ${relation} (Seq Scan)`);
  if (node.Filter && /@@/.test(node.Filter) && relation && large.has(relation))
    problems.push(`full-text match run per row: ${node['Node Type']} on ${relation ?? '?'} filters ${node.Filter}`);
  for (const child of node.Plans ?? []) problems.push(...postgresPlanProblems(child, large, isCount));
  return problems;
}

/** The growing tables that hold at least `rows` rows now: small ones are rightly read whole. */
export async function largeTables(db: Knex, rows = 1000): Promise<Set<string>> {
  const large = new Set<string>();
  for (const table of GROWING_TABLES) {
    const row = (await db(table).count({ count: '*' }).first()) as { count: number | string } | undefined;
    if (Number(row?.count ?? 0) >= rows) large.add(table);
  }
  return large;
}

/** How the database would run a statement, checked against the rules. */
export async function planProblems(db: Knex, statement: Statement, large: ReadonlySet<string>): Promise<string[]> {
  const bindings = statement.bindings as Knex.RawBinding[];
  if (isSqlite(db)) {
    const plan: SqlitePlanRow[] = await db.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, bindings);
    return sqlitePlanProblems(statement.sql, plan, large);
  }
  // knex reports PostgreSQL statements with their native $1, $2… placeholders, numbered in order
  const sql = statement.sql.replace(/\$\d+/g, '?');
  const result: { rows: { 'QUERY PLAN': { Plan: PostgresPlanNode }[] }[] } = await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings);
  return postgresPlanProblems(result.rows[0]!['QUERY PLAN'][0]!.Plan, large, /^select count\(/i.test(statement.sql));
}
