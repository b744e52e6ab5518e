import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_CONTENT_TYPES } from '../../src-shared/schemas/comment';
import { REPORT_TARGET_TYPES } from '../../src-shared/schemas/report';
import { isSqlite } from '../db/knex';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { contentKinds, type ContentKind } from './index';

/*
 * The table of content kinds is complete: a new table, a new photo column or a new long-text column
 * fails here until it is declared, so the photo sweep, search, the sitemap and the cache learn of it.
 */

/** Tables that hold no content of their own, each with what it holds instead. */
const NOT_CONTENT: Record<string, string> = {
  knex_migrations: 'the migrations run',
  knex_migrations_lock: 'the migration lock',
  sessions: 'signed-in sessions',
  categories: 'the marketplace categories, written by admins, without photos',
  blog_categories: 'the blog categories',
  product_images: "a listing's photos: declared as the listings' photo columns",
  favorites: 'who saved which listing',
  conversations: 'pairs of members and their listing: the messages are the content',
  review_votes: 'helpful votes',
  moderation_items: 'the moderation queue',
  reports: 'reports about content',
  admin_actions: "admins' decisions",
  rate_limits: 'request counters',
  live_events: 'events between server processes',
  notifications: 'short notices made by the server',
  notification_preferences: "members' mail choices",
  mail_outbox: 'mail waiting to be sent, made by the server',
  password_resets: 'reset tokens',
  saved_searches: "members' saved filters",
  product_counts: 'how many listings each category holds, kept by triggers (PostgreSQL only)',
};

/** Full-text index tables and their shadow tables on SQLite. */
const isIndexTable = (name: string) => /_fts($|_)|^users_search|^products_title_/.test(name);

/** A column that by its name holds a photo: image, profile_image_url, thumb_url, any url of an images table. */
const isPhotoColumn = (table: string, column: string) =>
  /(^|_)(image|photo|avatar|thumb)(_|$)/.test(column) || (/image|photo/.test(table) && /url$/.test(column));

interface Column {
  table: string;
  column: string;
  isLongText: boolean;
}

async function schemaColumns(db: Knex): Promise<Column[]> {
  if (isSqlite(db)) {
    const tables: Array<{ name: string }> = await db('sqlite_master').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%').select('name');
    const columns: Column[] = [];
    for (const { name } of tables) {
      const info: Array<{ name: string; type: string }> = await db.raw(`PRAGMA table_info("${name}")`);
      columns.push(...info.map((column) => ({ table: name, column: column.name, isLongText: column.type.toUpperCase() === 'TEXT' })));
    }
    return columns;
  }
  const rows: Array<{ table_name: string; column_name: string; data_type: string }> = await db('information_schema.columns')
    .whereRaw('table_schema = current_schema()')
    .select('table_name', 'column_name', 'data_type');
  return rows.map((row) => ({ table: row.table_name, column: row.column_name, isLongText: row.data_type === 'text' }));
}

const kinds = contentKinds();
const kindOfTable = (table: string): ContentKind | undefined => kinds.find(([, kind]) => kind.table === table)?.[1];
const declaredPhotoColumns = kinds.flatMap(([, kind]) => [...kind.photoColumns, ...kind.photoMirrors]).map(({ table, column }) => `${table}.${column}`);

describe('the table of content kinds', () => {
  let database: TestDatabase;
  let columns: Column[];
  beforeAll(async () => {
    database = await createTestDatabase();
    columns = (await schemaColumns(database.db)).filter((column) => !isIndexTable(column.table));
  });
  afterAll(() => database.close());

  it('names every table of the schema as a content kind, or says why it holds no content', () => {
    const tables = [...new Set(columns.map((column) => column.table))].sort();
    const undeclared = tables.filter((table) => !kindOfTable(table) && !NOT_CONTENT[table]);
    expect(undeclared).toEqual([]);
    expect(tables.length).toBeGreaterThan(kinds.length);
  });

  it('declares every column that holds a photo', () => {
    const photoColumns = columns.filter((column) => isPhotoColumn(column.table, column.column)).map(({ table, column }) => `${table}.${column}`);
    expect(photoColumns.filter((column) => !declaredPhotoColumns.includes(column))).toEqual([]);
    expect(photoColumns.length).toBeGreaterThanOrEqual(6);
  });

  it("says of every long-text column of a kind's table whether it holds HTML", () => {
    const unsaid = columns
      .filter((column) => column.isLongText && !['id'].includes(column.column))
      .filter(({ table, column }) => {
        const kind = kindOfTable(table);
        return kind && !kind.htmlColumns.includes(column) && !kind.textColumns.includes(column);
      })
      .map(({ table, column }) => `${table}.${column}`);
    expect(unsaid).toEqual([]);
  });

  it('declares only columns that exist', () => {
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const declared = kinds.flatMap(([, kind]) => [
      kind.table + '.id',
      ...declaredPhotoColumns,
      ...[...kind.htmlColumns, ...kind.textColumns, ...(kind.search?.titleColumns ?? [])].map((column) => `${kind.table}.${column}`),
      ...(kind.page ? [`${kind.table}.${kind.page.key}`] : []),
    ]);
    expect(declared.filter((column) => !existing.has(column))).toEqual([]);
  });

  it('gives every searchable kind its index on this database', async () => {
    const { db } = database;
    for (const [, kind] of kinds) {
      if (!kind.search) continue;
      if (isSqlite(db)) expect(await db('sqlite_master').where({ name: kind.search.fts }).first('name'), kind.search.fts).toBeDefined();
      else
        expect(
          columns.some(({ table, column }) => table === kind.table && column === 'search_vector'),
          kind.table,
        ).toBe(true);
    }
  });

  it('has a kind for every target of reports and of comments, once each', () => {
    const reportTargets = kinds.flatMap(([, kind]) => (kind.reportTarget ? [kind.reportTarget] : [])).sort();
    expect(reportTargets).toEqual([...REPORT_TARGET_TYPES].sort());
    const commentTargets = kinds.flatMap(([, kind]) => (kind.commentTarget ? [kind.commentTarget] : [])).sort();
    expect(commentTargets).toEqual([...COMMENT_CONTENT_TYPES].sort());
  });

  it('lists in the sitemap only kinds that have pages', () => {
    expect(kinds.filter(([, kind]) => kind.sitemap && !kind.page).map(([name]) => name)).toEqual([]);
  });
});
