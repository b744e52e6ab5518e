import type { Knex } from 'knex';

/**
 * Full-text search over blogs, reviews and deals.
 * SQLite: an FTS5 index per table, kept in step by triggers. HTML bodies are indexed as text
 * (nestly_strip_markup, registered on every connection in src-server/db). A view supplies the
 * same text to FTS5's 'rebuild', so rebuilding gives exactly what the triggers index.
 * NOTE: knex rebuilds a SQLite table to alter some columns, which drops these triggers; a
 * migration that alters blogs, reviews or deals must create them again.
 * PostgreSQL: a generated tsvector column with a GIN index on each table.
 */
interface Indexed {
  table: string;
  /** column name → SQL producing its indexed text from a row alias (new., old. or the table) */
  columns: Record<string, (row: string) => string>;
  /** PostgreSQL: SQL for the weighted document */
  tsvector: string;
}

const text = (column: string) => (row: string) => `${row}${column}`;
const markup = (column: string) => (row: string) => `nestly_strip_markup(${row}${column})`;
const pgText = (column: string) => `coalesce(${column}, '')`;
const pgMarkup = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
const weighted = (sql: string, weight: string) => `setweight(to_tsvector('english', ${sql}), '${weight}')`;

const INDEXED: Indexed[] = [
  {
    table: 'blogs',
    columns: { title: text('title'), content: markup('content') },
    tsvector: `${weighted(pgText('title'), 'A')} || ${weighted(pgMarkup('content'), 'B')}`,
  },
  {
    table: 'reviews',
    columns: { title: text('title'), product_name: text('product_name'), content: markup('content') },
    tsvector: `${weighted(`${pgText('title')} || ' ' || ${pgText('product_name')}`, 'A')} || ${weighted(pgMarkup('content'), 'B')}`,
  },
  {
    table: 'deals',
    columns: { title: text('title'), description: text('description'), retailer: text('retailer') },
    tsvector: `${weighted(`${pgText('title')} || ' ' || ${pgText('retailer')}`, 'A')} || ${weighted(pgText('description'), 'B')}`,
  },
];

function values(index: Indexed, row: string): string {
  return Object.values(index.columns)
    .map((column) => column(row))
    .join(', ');
}

async function createSqlite(knex: Knex, index: Indexed): Promise<void> {
  const { table } = index;
  const names = Object.keys(index.columns).join(', ');
  const fts = `${table}_fts`;
  const source = `${table}_search_source`;
  const selected = Object.entries(index.columns)
    .map(([name, sql]) => `${sql(`${table}.`)} AS ${name}`)
    .join(', ');
  await knex.raw(`CREATE VIEW ${source} AS SELECT id, ${selected} FROM ${table}`);
  await knex.raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(${names}, content='${source}', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`);
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${names}) VALUES ('delete', old.id, ${values(index, 'old.')});`;
  const add = `INSERT INTO ${fts}(rowid, ${names}) VALUES (new.id, ${values(index, 'new.')});`;
  await knex.raw(`CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ${add} END`);
  await knex.raw(`CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`);
  await knex.raw(`CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${names} ON ${table} BEGIN ${remove} ${add} END`);
  await knex.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
}

async function dropSqlite(knex: Knex, { table }: Indexed): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_fts_${trigger}`);
  await knex.raw(`DROP TABLE IF EXISTS ${table}_fts`);
  await knex.raw(`DROP VIEW IF EXISTS ${table}_search_source`);
}

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  for (const index of INDEXED) {
    if (isPostgres(knex)) {
      await knex.raw(`ALTER TABLE ${index.table} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${index.tsvector}) STORED`);
      await knex.raw(`CREATE INDEX ${index.table}_search_vector_index ON ${index.table} USING GIN (search_vector)`);
    } else {
      await createSqlite(knex, index);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXED) {
    if (isPostgres(knex)) {
      await knex.raw(`DROP INDEX IF EXISTS ${index.table}_search_vector_index`);
      await knex.raw(`ALTER TABLE ${index.table} DROP COLUMN IF EXISTS search_vector`);
    } else {
      await dropSqlite(knex, index);
    }
  }
}
