import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCategory, buildProduct } from './test/factories';
import { titleWords } from './similar-products';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const similarTo = async (id: number) => {
  const response = await request(t.server).get(`/api/products/${id}/similar`);
  expect(response.status).toBe(200);
  return (response.body as Array<{ name: string }>).map((product) => product.name);
};

describe('GET /api/products/:id/similar', () => {
  it('answers listings of the same category sharing a title word, nearest price first, at most 6', async () => {
    const strollers = await buildCategory(t.db);
    const toys = await buildCategory(t.db);
    const base = await buildProduct(t.db, { name: 'Jogging stroller', category_id: strollers.id, price: 10_000 });
    for (const [name, price] of [
      ['Double stroller', 9_000],
      ['City strollers', 14_000],
      ['Umbrella stroller', 10_500],
      ['Stroller rain cover', 2_000],
      ['Travel stroller', 30_000],
      ['Lightweight stroller', 11_000],
      ['Stroller fan', 500],
    ] as const) {
      await buildProduct(t.db, { name, category_id: strollers.id, price });
    }
    await buildProduct(t.db, { name: 'Jogging stroller toy', category_id: toys.id, price: 10_000 });
    await buildProduct(t.db, { name: 'Car seat', category_id: strollers.id, price: 10_000 });
    // 500, 1000 (the newer first on a tie), 1000, 4000, 8000 and 9500 cents away; Travel stroller is 20000 away
    expect(await similarTo(base.id)).toEqual([
      'Umbrella stroller',
      'Lightweight stroller',
      'Double stroller',
      'City strollers',
      'Stroller rain cover',
      'Stroller fan',
    ]);
  });

  it('never answers the listing itself, nor sold, draft, archived, hidden or deactivated sellers’ listings; reserved ones stay', async () => {
    const category = await buildCategory(t.db);
    const base = await buildProduct(t.db, { name: 'Wooden crib', category_id: category.id });
    await buildProduct(t.db, { name: 'Sold crib', category_id: category.id, status: 'sold' });
    await buildProduct(t.db, { name: 'Draft crib', category_id: category.id, status: 'draft' });
    await buildProduct(t.db, { name: 'Archived crib', category_id: category.id, status: 'archived' });
    const hiddenSeller = await buildUser(t.db);
    const hidden = await buildProduct(t.db, { name: 'Hidden crib', category_id: category.id, seller_id: hiddenSeller.id });
    await t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: hidden.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
    const gone = await buildUser(t.db, { deactivated_at: nowIso() });
    await buildProduct(t.db, { name: 'Deactivated crib', category_id: category.id, seller_id: gone.id });
    const reserved = await buildProduct(t.db, { name: 'Reserved crib', category_id: category.id });
    await t.db('products').where({ id: reserved.id }).update({ reserved_at: nowIso() });
    expect(await similarTo(base.id)).toEqual(['Reserved crib']);
    // the seller of a hidden one does not see it suggested either
    const seller = await signedInAgent(t, hiddenSeller);
    expect((await seller.get(`/api/products/${base.id}/similar`)).body.map((p: { name: string }) => p.name)).toEqual(['Reserved crib']);
  });

  it('answers an empty list for a title with no words to match, and 404 like the page for one nobody may see', async () => {
    const category = await buildCategory(t.db);
    const base = await buildProduct(t.db, { name: 'The 2 and', category_id: category.id });
    await buildProduct(t.db, { name: 'The 2 and more', category_id: category.id });
    expect(await similarTo(base.id)).toEqual([]);
    const draft = await buildProduct(t.db, { name: 'Draft crib', status: 'draft' });
    const hidden = await request(t.server).get(`/api/products/${draft.id}/similar`);
    const missing = await request(t.server).get('/api/products/999999/similar');
    expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
    expect(missing.status).toBe(404);
    expect((await request(t.server).get('/api/products/abc/similar')).status).toBe(404);
  });

  it('reads titles word by word, so no title is ever taken as query syntax', async () => {
    expect(titleWords('"Crib" AND (mattress) NEAR* 2x 2024 baby')).toEqual(['crib', 'mattress', 'near']);
    const category = await buildCategory(t.db);
    const base = await buildProduct(t.db, { name: '"Crib" OR (mattress) NEAR*', category_id: category.id });
    await buildProduct(t.db, { name: 'Crib mattress', category_id: category.id });
    expect(await similarTo(base.id)).toEqual(['Crib mattress']);
  });
});
