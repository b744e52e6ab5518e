import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { tableVersionsOf } from './sqlite-client';
import { updatedColumns } from './table-versions';

/*
 * An UPDATE reaches the tables SQLite's own rules say it may change: an UPDATE OF trigger only for
 * the columns it waits for, so a new price leaves the search index, and every search kept from it,
 * alone. Anything not read plainly is taken to reach every trigger.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the columns an UPDATE sets', () => {
  it('are read from plain `column = value` pairs, quoted or not', () => {
    expect(updatedColumns('update `products` set `price` = ?, `updated_at` = ? where `id` = ?')).toEqual({
      table: 'products',
      columns: ['price', 'updated_at'],
    });
    expect(updatedColumns('UPDATE products SET price = price + 150 WHERE price < 500')).toEqual({ table: 'products', columns: ['price'] });
    expect(updatedColumns('update `products` set `Name` = ? returning *')).toEqual({ table: 'products', columns: ['name'] });
    expect(updatedColumns('update `products` set `status` = ?')).toEqual({ table: 'products', columns: ['status'] });
  });

  it('are not guessed from text, subqueries, other statements or UPDATE OR …', () => {
    expect(updatedColumns("update `products` set `price` = 'x where', `name` = ? where `id` = ?")).toBeUndefined();
    expect(updatedColumns('update `products` set `price` = (select max(price) from products), `name` = ?')).toBeUndefined();
    expect(updatedColumns('update or replace `products` set `name` = ?')).toBeUndefined();
    // SQLite reads "x" as text where no column has that name
    expect(updatedColumns('update "products" set "name" = ?')).toBeUndefined();
    expect(updatedColumns('insert into `products` (`name`) values (?)')).toBeUndefined();
    expect(updatedColumns('delete from `products` where `id` = ?')).toBeUndefined();
  });
});

describe('an UPDATE of listings', () => {
  itOnSqlite('changes the search index only when it sets a column the index triggers wait for', 'SQLite only', async () => {
    const { db } = database;
    const product = await buildProduct(db);
    const versions = tableVersionsOf(db)!;
    const tokens = () => ['products', 'products_fts', 'products_title_words'].map((table) => versions.tokenOf(table));
    const before = tokens();
    const favourites = versions.tokenOf('favorites');
    await db('products').where({ id: product.id }).update({ price: 4200, status: 'sold' });
    const afterPrice = tokens();
    expect(afterPrice[0]).not.toBe(before[0]);
    expect(afterPrice.slice(1)).toEqual(before.slice(1));
    // a favourite's key to its listing acts on a deletion only
    expect(versions.tokenOf('favorites')).toBe(favourites);
    await db('products').where({ id: product.id }).update({ description: 'Now with a rain cover.' });
    const afterDescription = tokens();
    expect(afterDescription[1]).not.toBe(afterPrice[1]);
    await db('products').where({ id: product.id }).update({ name: 'Renamed stroller' });
    const afterName = tokens();
    expect(afterName[1]).not.toBe(afterDescription[1]);
    expect(afterName[2]).not.toBe(afterDescription[2]);
    // a SET that is not plain pairs reaches every trigger
    await db.raw("update products set price = price + 1, location = 'x, y' where id = ?", [product.id]);
    expect(tokens()[1]).not.toBe(afterName[1]);
  });

  itOnSqlite('reaches every trigger of its table through an UPDATE trigger that writes that table again', 'SQLite only', async () => {
    const { db } = database;
    await db.raw('CREATE TABLE shelves (id INTEGER PRIMARY KEY, label TEXT, touched TEXT)');
    await db.raw('CREATE TABLE shelf_log (id INTEGER PRIMARY KEY, shelf_id INTEGER)');
    await db.raw('CREATE TRIGGER shelves_touch AFTER UPDATE OF label ON shelves BEGIN UPDATE shelves SET touched = new.label WHERE id = new.id; END');
    await db.raw('CREATE TRIGGER shelves_log AFTER UPDATE OF touched ON shelves BEGIN INSERT INTO shelf_log (shelf_id) VALUES (new.id); END');
    await db('shelves').insert({ id: 1, label: 'a' });
    const versions = tableVersionsOf(db)!;
    const before = versions.tokenOf('shelf_log');
    await db('shelves').where({ id: 1 }).update({ label: 'b' });
    expect(await db('shelf_log').count({ count: '*' }).first()).toEqual({ count: 1 });
    expect(versions.tokenOf('shelf_log')).not.toBe(before);
  });
});

describe('a transaction', () => {
  itOnSqlite('counts its writes again at its COMMIT, not at a savepoint inside it', 'SQLite only', async () => {
    const { db } = database;
    const product = await buildProduct(db);
    const versions = tableVersionsOf(db)!;
    let atRelease = '';
    await db.transaction(async (trx) => {
      await trx.transaction((inner) => inner('products').where({ id: product.id }).update({ price: 321 }));
      atRelease = versions.tokenOf('products');
    });
    // a read made between the savepoint and the COMMIT saw the rows from before the transaction
    expect(versions.tokenOf('products')).not.toBe(atRelease);
    let atRollbackTo = '';
    await db.transaction(async (trx) => {
      await trx('products').where({ id: product.id }).update({ price: 322 });
      await trx
        .transaction(async (inner) => {
          await inner('products').where({ id: product.id }).update({ price: 323 });
          throw new Error('not this one');
        })
        .catch(() => undefined);
      atRollbackTo = versions.tokenOf('products');
    });
    expect(versions.tokenOf('products')).not.toBe(atRollbackTo);
    expect(await db('products').where({ id: product.id }).first('price')).toEqual({ price: 322 });
  });
});

describe('an UPDATE of a key other rows refer to', () => {
  itOnSqlite('reaches the rows whose foreign keys act ON UPDATE only when it sets the column they refer to', 'SQLite only', async () => {
    const { db } = database;
    await db.raw('CREATE TABLE sizes (id INTEGER PRIMARY KEY, code TEXT UNIQUE, label TEXT)');
    await db.raw('CREATE TABLE sized (id INTEGER PRIMARY KEY, size_code TEXT REFERENCES sizes(code) ON UPDATE CASCADE)');
    await db('sizes').insert({ id: 1, code: 'xs', label: 'Extra small' });
    await db('sized').insert({ id: 1, size_code: 'xs' });
    const versions = tableVersionsOf(db)!;
    const before = versions.tokenOf('sized');
    await db('sizes').where({ id: 1 }).update({ label: 'Tiny' });
    expect(versions.tokenOf('sized')).toBe(before);
    await db('sizes').where({ id: 1 }).update({ code: 'xxs' });
    expect(versions.tokenOf('sized')).not.toBe(before);
    expect(await db('sized').first('size_code')).toEqual({ size_code: 'xxs' });
  });
});
