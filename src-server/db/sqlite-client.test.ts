import type BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';

/*
 * The one connection keeps its statements prepared by their text (sqlite-client.ts): a statement
 * run again is not prepared again, and a change of the schema forgets them all.
 */
let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase({ dialect: 'sqlite' });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

/** The one connection, with its prepare counted from now on. */
async function countedPrepares(): Promise<{ prepared: string[] }> {
  const conn = (await database.db.client.acquireConnection()) as BetterSqlite3.Database;
  await database.db.client.releaseConnection(conn);
  const prepared: string[] = [];
  const prepare = conn.prepare.bind(conn);
  vi.spyOn(conn, 'prepare').mockImplementation((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  });
  return { prepared };
}

const addCategory = (slug: string) => database.db('categories').insert({ name: slug, slug });

describe('statements on the one connection', () => {
  itOnSqlite('are prepared once, and read what they wrote', 'the SQLite client', async () => {
    const { prepared } = await countedPrepares();
    await addCategory('cots');
    await addCategory('prams');
    await database.db.transaction(async (trx) => {
      await trx('categories').insert({ name: 'Slings', slug: 'slings' });
      expect(await trx('categories').where({ slug: 'slings' }).first('name')).toEqual({ name: 'Slings' });
    });
    await database.db.transaction(async (trx) => {
      await trx('categories').insert({ name: 'Toys', slug: 'toys' });
      expect(await trx('categories').where({ slug: 'toys' }).first('name')).toEqual({ name: 'Toys' });
    });
    const inserts = prepared.filter((sql) => /^insert into `categories`/.test(sql));
    expect(inserts).toHaveLength(1);
    expect(prepared.filter((sql) => /^select `name` from `categories`/.test(sql))).toHaveLength(1);
    expect(prepared.filter((sql) => /^BEGIN/i.test(sql))).toHaveLength(1);
  });

  itOnSqlite('are prepared afresh after the schema changes', 'the SQLite client', async () => {
    const { prepared } = await countedPrepares();
    const row = () => database.db.transaction((trx) => trx('categories').where({ slug: 'cots' }).first());
    await addCategory('cots');
    expect(await row()).not.toHaveProperty('colour');
    await database.db.schema.alterTable('categories', (table) => table.string('colour').defaultTo('blue'));
    expect(await row()).toMatchObject({ slug: 'cots', colour: 'blue' });
    expect(prepared.filter((sql) => /^select \* from `categories`/.test(sql))).toHaveLength(2);
  });
});
