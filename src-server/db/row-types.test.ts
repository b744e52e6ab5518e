import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// On SQLite (npm test) and PostgreSQL (npm run test:pg) alike, so services never branch on the database.
let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

describe('rows read the same from both databases', () => {
  it('answers counts and sums as numbers, not bigint strings', async () => {
    await buildProduct(t.db, { price: 1250 });
    await buildProduct(t.db, { price: 750 });
    const row = await t.db('products').count({ n: '*' }).sum({ total: 'price' }).max({ top: 'id' }).first();
    expect(row).toEqual({ n: 2, total: 2000, top: 2 });
  });

  it('answers times as ISO-8601 UTC strings', async () => {
    const product = await buildProduct(t.db, { created_at: '2026-03-01T09:30:00.000Z' });
    const row = await t.db('products').where({ id: product.id }).first('created_at');
    expect(row).toEqual({ created_at: '2026-03-01T09:30:00.000Z' });
  });
});
