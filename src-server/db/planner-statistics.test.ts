import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BuiltUser } from '../test/factories';
import { buildUser } from '../test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { refreshPlannerStatistics } from './planner-statistics';
import { readPool } from './read-pool';

let database: TestDatabase;
let seller: BuiltUser;
let listed = 0;

// a newest-first page of listings between 10 and 450 dollars: most listings, as price bounds often are
const NEWEST_IN_PRICE_RANGE =
  "EXPLAIN QUERY PLAN SELECT p.id FROM products p WHERE p.status = 'active' AND p.price >= 1000 AND p.price <= 45000 ORDER BY p.created_at DESC, p.id DESC LIMIT 24 OFFSET 2400";

/** How a read thread would run the page: the detail lines of its plan. */
async function planOnReadThread(): Promise<string> {
  const rows = (await readPool().all(database.url, NEWEST_IN_PRICE_RANGE, [], 5000)) as { detail: string }[];
  return rows.map((row) => row.detail).join('; ');
}

async function addListings(count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => {
    const i = listed + n;
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      name: `Cot ${i}`,
      description: 'Sturdy.',
      price: 500 + ((i * 7919) % 50_000),
      condition: 'good',
      status: 'active',
      seller_id: seller.id,
      created_at: at,
      updated_at: at,
    };
  });
  await database.db.batchInsert('products', rows, 500);
  listed += count;
}

beforeAll(async () => {
  database = await createTestDatabase({ dialect: 'sqlite' });
  seller = await buildUser(database.db);
  await addListings(3000);
});

afterAll(async () => {
  await database.close();
});

describe('the query planner statistics', () => {
  itOnSqlite('are made for a grown table, and the read threads plan with them: a wide price range is read newest first', 'SQLite statistics', async () => {
    // without statistics SQLite takes the price range for a narrow one and sorts all of it
    expect(await planOnReadThread()).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    expect(await refreshPlannerStatistics(database.db)).toBe(true);
    const plan = await planOnReadThread();
    expect(plan).toMatch(/products_by_newest/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  itOnSqlite('are left alone while they still hold', 'SQLite statistics', async () => {
    await refreshPlannerStatistics(database.db);
    expect(await refreshPlannerStatistics(database.db)).toBe(false);
  });

  // the first analysis changes the schema's version, later ones only the statistics' rows
  itOnSqlite(
    'are made again once a table has grown many times over',
    'SQLite statistics',
    async () => {
      await refreshPlannerStatistics(database.db);
      // PRAGMA optimize analyses again once a table holds about ten times the rows it last saw (measured: 5 times is not enough)
      await addListings(40_000);
      expect(await refreshPlannerStatistics(database.db)).toBe(true);
      expect(await planOnReadThread()).toMatch(/products_by_newest/);
    },
    60_000,
  );
});
