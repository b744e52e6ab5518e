import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { nowIso } from '../db/time';
import { seededRandom } from '../test/seeded-random';
import { buildUser, type BuiltUser } from '../test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { columnsInMemory, listingIndexReady } from './listing-index';
import { rowChangesOf } from '../db/sqlite-client';
import { KeptColumns } from './kept-columns';
import { readListingColumns, type ListingColumns } from './listing-columns';
import { buildCategory, buildProduct } from './test/factories';

/*
 * The listing columns kept in memory are kept current change by change (kept-columns.ts): after
 * every kind of write they are exactly what a read of every listing gives, and they were placed,
 * not read again.
 */

let database: TestDatabase;
let sellers: BuiltUser[];
let categories: number[];
const random = seededRandom(41);
/** few times and prices, so the orders' ties fall to the id */
const someTime = () => new Date(Date.UTC(2026, 0, 1) + random.int(30) * 60_000).toISOString();
const somePrice = () => 100 * (1 + random.int(20));

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  sellers = [await buildUser(db), await buildUser(db), await buildUser(db)];
  categories = [(await buildCategory(db)).id, (await buildCategory(db)).id];
  const rows = Array.from({ length: 400 }, (_, i) => {
    const at = someTime();
    return {
      name: `Listing ${i}`,
      description: 'A listing.',
      price: somePrice(),
      condition: random.pick(['new', 'good', 'fair'] as const),
      status: random.pick(['active', 'active', 'sold', 'draft'] as const),
      reserved_at: random.chance(0.1) ? at : null,
      seller_id: random.pick(sellers).id,
      category_id: random.chance(0.1) ? null : random.pick(categories),
      created_at: at,
      updated_at: at,
    };
  });
  await db.batchInsert('products', rows, 100);
});

afterAll(async () => {
  await database?.close();
});

/** Every array of the columns, as plain arrays. */
function plain(columns: ListingColumns) {
  const { size, ids, sellers, categories, conditions, prices, statuses, reserved, created, orders, ranks } = columns;
  const list = (values: ArrayLike<number | string>) => Array.from(values);
  return {
    size,
    ids: list(ids),
    sellers: list(sellers),
    categories: list(categories),
    conditions: list(conditions),
    prices: list(prices),
    statuses: list(statuses),
    reserved: list(reserved),
    created: list(created),
    orders: { newest: list(orders.newest), price_low: list(orders.price_low), price_high: list(orders.price_high) },
    ranks: { newest: list(ranks.newest), price_low: list(ranks.price_low), price_high: list(ranks.price_high) },
    slots: Array.from(ids, (id) => columns.slotOf(id)),
  };
}

const anyListing = async (db: Knex) => Number((await db('products').orderByRaw('random()').first('id'))!.id);
/** A change to one listing picked at random. */
const changeAny = (changes: () => Record<string, unknown>) => async () =>
  database
    .db('products')
    .where({ id: await anyListing(database.db) })
    .update(changes());

describe('listing columns kept in memory', () => {
  itOnSqlite('are placed, change by change, exactly where a read of every listing puts them', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = database;
    expect(await listingIndexReady(db)).toBe(true);
    const changes: [string, () => Promise<unknown>][] = [
      ['a new listing', () => buildProduct(db, { seller_id: sellers[0]!.id, created_at: nowIso() })],
      [
        'a listing dated among the others, on a time others have',
        () => buildProduct(db, { seller_id: sellers[1]!.id, created_at: someTime(), price: somePrice() }),
      ],
      ['a price above every other', changeAny(() => ({ price: 999_999 }))],
      ['a price below every other', changeAny(() => ({ price: 1 }))],
      ['a price change', changeAny(() => ({ price: somePrice() }))],
      ['a sale', changeAny(() => ({ status: 'sold' }))],
      ['a hold', changeAny(() => ({ reserved_at: nowIso() }))],
      ['a listing dated again', changeAny(() => ({ created_at: someTime() }))],
      ['a new seller, category and condition', changeAny(() => ({ seller_id: sellers[2]!.id, category_id: categories[0]!, condition: 'poor' }))],
      [
        'a listing deleted',
        async () =>
          db('products')
            .where({ id: await anyListing(db) })
            .delete(),
      ],
      [
        'many prices at once',
        () =>
          db('products')
            .where('price', '<', 500)
            .update({ price: db.raw('price + 150') }),
      ],
      [
        'a transaction of several changes',
        () =>
          db.transaction(async (trx) => {
            await buildProduct(trx as unknown as Knex, { seller_id: sellers[0]!.id, created_at: someTime() });
            await trx('products')
              .where({ id: await anyListing(db) })
              .update({ price: somePrice() });
            await trx('products')
              .where({ id: await anyListing(db) })
              .delete();
          }),
      ],
      [
        'a transaction rolled back',
        () =>
          db
            .transaction(async (trx) => {
              await trx('products')
                .where({ id: await anyListing(db) })
                .update({ price: 1, status: 'draft' });
              throw new Error('rolled back');
            })
            .catch(() => undefined),
      ],
      ['a category deleted (its listings keep none)', () => db('categories').where({ id: categories[1]! }).delete()],
      ['a seller deleted with their listings', () => db('users').where({ id: sellers[1]!.id }).delete()],
    ];
    for (const [change, make] of changes) {
      const before = columnsInMemory(db);
      expect(before, `${change}: kept before`).toBeDefined();
      await make();
      const after = columnsInMemory(db);
      expect(after, `${change}: placed at once, not read again`).toBeDefined();
      expect(plain(after!), change).toEqual(plain(await readListingColumns(db)));
    }
  });

  itOnSqlite('are read again when a listing cannot be placed as SQLite sorts it', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = database;
    expect(await listingIndexReady(db)).toBe(true);
    // text SQLite sorts by its bytes, which JavaScript does not compare the same way
    await buildProduct(db, { created_at: '2026-01-01T00:00:00.000Zé' });
    expect(columnsInMemory(db)).toBeUndefined();
    expect(await listingIndexReady(db)).toBe(true);
    expect(plain(columnsInMemory(db)!)).toEqual(plain(await readListingColumns(db)));
  });

  itOnSqlite('place the changes committed while every listing is being read in what the read brings', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = database;
    const moved = await anyListing(db);
    let added = 0;
    // the read of every listing brings them as they were before two changes committed during it
    const columns = new KeptColumns(db, rowChangesOf(db)!, async (from) => {
      const read = await readListingColumns(from);
      await db('products').where({ id: moved }).update({ price: 777_777, created_at: someTime() });
      added = (await buildProduct(db, { seller_id: sellers[0]!.id, created_at: someTime() })).id;
      return read;
    });
    expect(columns.current(true)).toBeUndefined();
    await columns.building;
    const kept = columns.peek();
    expect(kept).toBeDefined();
    expect(plain(kept!)).toEqual(plain(await readListingColumns(db)));
    expect(kept!.prices[kept!.slotOf(moved)]).toBe(777_777);
    expect(kept!.slotOf(added)).toBeGreaterThanOrEqual(0);
  });

  itOnSqlite('are not placed from rows a transaction has not committed', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = database;
    expect(await listingIndexReady(db)).toBe(true);
    const changed = await anyListing(db);
    await db.transaction(async (trx) => {
      await trx('products').where({ id: changed }).update({ price: 888_888 });
      // other requests meanwhile see the listing as committed
      const during = columnsInMemory(db);
      if (during) expect(during.prices[during.slotOf(changed)]).not.toBe(888_888);
    });
    const after = columnsInMemory(db)!;
    expect(after.prices[after.slotOf(changed)]).toBe(888_888);
    expect(plain(after)).toEqual(plain(await readListingColumns(db)));
  });
});
