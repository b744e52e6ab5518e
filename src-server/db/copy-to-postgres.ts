import type { Knex } from 'knex';
import { createDb, isPostgresUrl, isSqlite, migrate } from './knex';
import { tablesInDependencyOrder, type TableShape } from './postgres-schema';
import { foreignSchemaMessage, foreignSchemaObjects, schemaObjectsOf } from './schema-check';
import { toIso } from './time';

export interface CopiedTable {
  table: string;
  source: number;
  target: number;
}

// PostgreSQL takes at most 65,535 parameters a statement
const MAX_PARAMETERS = 30_000;

/** SQLite keeps booleans as 0/1 and times as text; PostgreSQL's columns want true/false and instants. */
function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return Boolean(value);
  if (type.startsWith('timestamp')) return toIso(value);
  return value;
}

async function countRows(db: Knex | Knex.Transaction, table: string): Promise<number> {
  const row = await db(table).count<{ n: number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

async function assertEmpty(target: Knex, tables: TableShape[]): Promise<void> {
  for (const { name } of tables) {
    if (await target(name).first(target.raw('1 AS present'))) {
      throw new Error(`The target database already has data (table ${name} has rows). copy-to only fills an empty database.`);
    }
  }
}

/**
 * Copies one table in SQLite's rowid order (the id order), a batch at a time, within the target's
 * transaction, and answers how many rows the source has.
 */
async function copyTable(source: Knex.Transaction, target: Knex.Transaction, table: TableShape): Promise<number> {
  const sourceColumns = new Set(((await source.raw(`PRAGMA table_info(${JSON.stringify(table.name)})`)) as { name: string }[]).map((c) => c.name));
  const missing = table.columns.filter((column) => !sourceColumns.has(column.name)).map((column) => column.name);
  if (missing.length > 0) throw new Error(`The SQLite table ${table.name} has no ${missing.join(', ')}: run a newer Nestly's migrations on it first.`);
  const batch = Math.floor(MAX_PARAMETERS / table.columns.length);
  let afterRowid: number | undefined;
  for (;;) {
    const query = source(table.name)
      .select(source.raw('rowid AS ??', ['nestly_rowid']), ...table.columns.map((column) => column.name))
      .orderBy('rowid')
      .limit(batch);
    if (afterRowid !== undefined) query.where('rowid', '>', afterRowid);
    const rows: Record<string, unknown>[] = await query;
    if (rows.length === 0) break;
    afterRowid = Number(rows[rows.length - 1]!['nestly_rowid']);
    const values = rows.map((row) => Object.fromEntries(table.columns.map((column) => [column.name, convert(row[column.name], column.type)])));
    try {
      await target(table.name).insert(values);
    } catch (error) {
      throw new Error(`Copying ${table.name} stopped, and nothing was written: ${(error as Error).message}`, { cause: error });
    }
  }
  return countRows(source, table.name);
}

/** The next id each serial column hands out is one past the largest copied. */
async function resetSequence(target: Knex.Transaction, table: TableShape): Promise<void> {
  if (!table.sequence) return;
  await target.raw('SELECT setval(?::regclass, coalesce((SELECT max(id) FROM ??), 0) + 1, false)', [table.sequence, table.name]);
}

/** Refuses a source whose schema holds anything Nestly's migrations did not create (a trigger, a view...). */
async function checkSourceSchema(source: Knex): Promise<void> {
  const applied = (await source('knex_migrations').pluck('name')) as string[];
  const foreign = await foreignSchemaObjects(await schemaObjectsOf(source), applied);
  if (foreign.length > 0) throw new Error(`${foreignSchemaMessage('The SQLite database', foreign)}. Nothing was copied.`);
}

/**
 * Copies a SQLite community into an empty PostgreSQL database: the schema by the migrations, then
 * every table in dependency order inside one transaction (all or nothing), ids kept and sequences
 * moved past them. Search vectors fill themselves (generated columns); photos stay in the uploads
 * folder, which both databases share. Finally every table's rows are counted on both sides.
 */
export async function copyToPostgres(source: Knex, targetUrl: string): Promise<CopiedTable[]> {
  if (!isSqlite(source)) throw new Error('copy-to copies a SQLite database, but DATABASE_URL already points at PostgreSQL.');
  if (!isPostgresUrl(targetUrl)) throw new Error('copy-to needs a postgres:// URL to copy into.');
  await checkSourceSchema(source);
  const target = createDb(targetUrl);
  try {
    // checked before migrating too, so a database in use is refused without a change
    await assertEmpty(target, await tablesInDependencyOrder(target));
    await migrate(target);
    const tables = await tablesInDependencyOrder(target);
    await assertEmpty(target, tables);
    // one read transaction on the source: a consistent snapshot even if someone writes meanwhile
    const sourceCounts = new Map<string, number>();
    await source.transaction(async (from) => {
      await target.transaction(async (to) => {
        for (const table of tables) sourceCounts.set(table.name, await copyTable(from, to, table));
        for (const table of tables) await resetSequence(to, table);
      });
    });
    // bulk-loaded rows wait in the GIN indexes' pending lists until a vacuum; statistics guide the planner
    await target.raw('VACUUM ANALYZE');
    const counts: CopiedTable[] = [];
    for (const { name } of tables) counts.push({ table: name, source: sourceCounts.get(name) ?? 0, target: await countRows(target, name) });
    const different = counts.filter((count) => count.source !== count.target);
    if (different.length > 0) {
      throw new Error(`Row counts differ after the copy: ${different.map((c) => `${c.table} ${c.source} → ${c.target}`).join(', ')}`);
    }
    return counts;
  } finally {
    await target.destroy();
  }
}
