import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { buildUser } from '../test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import type { ChangedKeys } from './row-changes';
import { rowChangesOf, tableVersionsOf } from './sqlite-client';

/*
 * The rows a write changes are told once they are committed (row-changes.ts): after the statement,
 * or at the end of its transaction, rolled back or not; and a watch that may have missed a change
 * (another connection's commit, a schema change) is a new one.
 */

let database: TestDatabase;
let told: [string, number[] | 'all'][];

beforeEach(async () => {
  database = await createTestDatabase({ dialect: 'sqlite' });
  told = [];
  rowChangesOf(database.db)!.listen(
    [
      { table: 'products', key: 'id' },
      { table: 'product_images', key: 'product_id' },
    ],
    (table: string, keys: ChangedKeys) => told.push([table, keys === 'all' ? 'all' : [...keys].sort((a, b) => a - b)]),
  );
});

afterEach(async () => {
  await database.close();
});

/** The watch under way, once the one connection is open. */
async function generation(): Promise<number | undefined> {
  await database.db.raw('select 1');
  return rowChangesOf(database.db)!.generation();
}

describe('rows changed by the one connection', () => {
  itOnSqlite('are told after each statement: the rows inserted, updated and deleted, and the listing a photo is of', 'SQLite only', async () => {
    const { db } = database;
    expect(await generation()).toBeDefined();
    const product = await buildProduct(db);
    const other = await buildProduct(db);
    told = [];
    await db('products').whereIn('id', [product.id, other.id]).update({ price: 5 });
    expect(told).toEqual([['products', [product.id, other.id]]]);
    told = [];
    await db('product_images').insert({ product_id: other.id, url: '/uploads/a.jpg', position: 0 });
    expect(told).toEqual([['product_images', [other.id]]]);
    told = [];
    await db('products').where({ id: product.id }).delete();
    expect(told).toEqual([['products', [product.id]]]);
    told = [];
    // a table nobody watches tells nothing
    await db('categories').insert({ name: 'Slings', slug: 'slings' });
    expect(told).toEqual([]);
  });

  itOnSqlite('are told once a transaction ends, committed or rolled back, and not before', 'SQLite only', async () => {
    const { db } = database;
    expect(await generation()).toBeDefined();
    const product = await buildProduct(db);
    told = [];
    await db.transaction(async (trx) => {
      await trx('products').where({ id: product.id }).update({ price: 7 });
      await trx.transaction((inner) => inner('products').where({ id: product.id }).update({ status: 'sold' }));
      // a savepoint released is not a commit
      expect(told).toEqual([]);
    });
    expect(told).toEqual([['products', [product.id]]]);
    told = [];
    await expect(
      db.transaction(async (trx) => {
        await trx('products').where({ id: product.id }).update({ price: 9 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([['products', [product.id]]]);
    expect(await db('products').where({ id: product.id }).first('price')).toEqual({ price: 7 });
  });

  itOnSqlite('start a new watch after a schema change or another connection’s commit', 'SQLite only', async () => {
    const { db } = database;
    const first = await generation();
    expect(first).toBeDefined();
    expect(rowChangesOf(db)!.generation()).toBe(first);
    await db.schema.alterTable('categories', (table) => table.string('colour'));
    const second = rowChangesOf(db)!.generation();
    expect(second).not.toBe(first);
    const seller = await buildUser(db);
    const other = new BetterSqlite3(database.url);
    other
      .prepare(
        "INSERT INTO products (name, description, price, condition, seller_id, status, created_at, updated_at) VALUES ('x', 'y', 1, 'new', ?, 'active', '', '')",
      )
      .run(seller.id);
    other.close();
    tableVersionsOf(db)!.checkOthers(true);
    expect(rowChangesOf(db)!.generation()).not.toBe(second);
    // the triggers are made again, and still tell
    const product = await buildProduct(db);
    told = [];
    await db('products').where({ id: product.id }).update({ price: 3 });
    expect(told).toEqual([['products', [product.id]]]);
  });

  itOnSqlite('are not watched while the connection is inside a transaction that would take the triggers with it', 'SQLite only', async () => {
    const { db } = database;
    await db.raw('select 1');
    await db.transaction(async () => {
      expect(rowChangesOf(db)!.generation()).toBeUndefined();
    });
    expect(rowChangesOf(db)!.generation()).toBeDefined();
  });

  itOnSqlite('are told of a statement that failed part-way, whose rows were rolled back', 'SQLite only', async () => {
    const { db } = database;
    expect(await generation()).toBeDefined();
    const seller = await buildUser(db);
    told = [];
    const row = (seller_id: number) => ({
      name: 'Cot',
      description: 'A cot.',
      price: 100,
      condition: 'good',
      seller_id,
      status: 'active',
      created_at: '',
      updated_at: '',
    });
    await expect(db('products').insert([row(seller.id), row(999_999)])).rejects.toThrow();
    expect(told).toHaveLength(1);
    expect(told[0]![0]).toBe('products');
  });

  itOnSqlite('start a new watch when a listener fails, and the write still succeeds', 'SQLite only', async () => {
    const { db } = database;
    const changes = rowChangesOf(db)!;
    changes.listen([{ table: 'products', key: 'id' }], () => {
      throw new Error('a listener that fails');
    });
    const first = await generation();
    const product = await buildProduct(db);
    expect(changes.generation()).not.toBe(first);
    const again = changes.generation();
    await db('products').where({ id: product.id }).update({ price: 5 });
    expect(await db('products').where({ id: product.id }).first('price')).toEqual({ price: 5 });
    expect(changes.generation()).not.toBe(again);
  });
});
