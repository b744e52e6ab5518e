import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCategory, buildProduct } from './test/factories';

/*
 * A list's X-Total-Count is counted apart from its rows (listing-count.ts counts the listings a
 * list reaches, less those kept from the public). Whatever the filters and whoever asks, it must be
 * the number of listings the list pages through: here every kind of listing kept from view, one kept
 * twice over, the asker's own kept listing, and sold and reserved ones.
 */

let t: TestApp;
let viewer: BuiltUser;
let hiddenSeller: BuiltUser;
let categoryId: number;
const askers: Record<string, () => Promise<request.Agent | ReturnType<typeof request>>> = {};

const hide = (targetType: 'product' | 'user', targetId: number) =>
  t.db('moderation_items').insert({ target_type: targetType, target_id: targetId, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await buildCategory(t.db)).id;
  const other = (await buildCategory(t.db)).id;
  const active = await buildUser(t.db);
  const deactivated = await buildUser(t.db);
  hiddenSeller = await buildUser(t.db);
  viewer = await buildUser(t.db);
  const listing = (seller: BuiltUser, i: number, overrides: Record<string, unknown> = {}) =>
    buildProduct(t.db, {
      seller_id: seller.id,
      price: 1000 * (i + 1),
      category_id: i % 2 ? categoryId : other,
      condition: i % 3 ? 'good' : 'new',
      ...overrides,
    });
  for (let i = 0; i < 6; i += 1) await listing(active, i);
  await listing(active, 6, { status: 'sold' });
  await t
    .db('products')
    .where({ id: (await listing(active, 7)).id })
    .update({ reserved_at: nowIso() });
  await hide('product', (await listing(active, 8)).id);
  for (let i = 0; i < 3; i += 1) await listing(deactivated, i);
  await t.db('users').where({ id: deactivated.id }).update({ deactivated_at: nowIso() });
  for (let i = 0; i < 3; i += 1) await listing(hiddenSeller, i);
  await hide('user', hiddenSeller.id);
  // kept from view twice over: hidden itself, and its seller hidden
  await hide('product', (await listing(hiddenSeller, 3)).id);
  for (let i = 0; i < 2; i += 1) await listing(viewer, i);
  await hide('product', (await listing(viewer, 2)).id);
  await listing(viewer, 3, { status: 'sold' });
  const admin = await buildAdmin(t.db);
  const member = await buildUser(t.db);
  askers['a visitor'] = async () => request(t.server);
  askers['a member'] = () => signedInAgent(t, member);
  askers['the seller of a hidden listing'] = () => signedInAgent(t, viewer);
  askers['an admin'] = () => signedInAgent(t, admin);
});

afterAll(async () => {
  await t.close();
});

const FILTERS = (): Record<string, string>[] => [
  {},
  { min_price: '2000' },
  { max_price: '3000', condition: 'good' },
  { category_id: String(categoryId) },
  { status: 'reserved' },
  { status: 'sold' },
  { status: 'all' },
  { seller_id: String(viewer.id) },
  { seller_id: String(hiddenSeller.id) },
  { sort: 'price_low', min_price: '1000', max_price: '3000' },
];

describe('the count of a list of listings', () => {
  it('is the number of listings the list holds, for every filter and whoever asks', async () => {
    const wrong: string[] = [];
    for (const [who, asker] of Object.entries(askers)) {
      const agent = await asker();
      for (const filters of FILTERS()) {
        const response = await agent.get('/api/products').query({ ...filters, pageSize: 100 });
        expect(response.status).toBe(200);
        const total = Number(response.headers['x-total-count']);
        if (total !== response.body.length) wrong.push(`${who}, ${JSON.stringify(filters)}: counted ${total}, listed ${response.body.length}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves out what is kept from the public, once each', async () => {
    const response = await request(t.server).get('/api/products').query({ pageSize: 100 });
    // the active seller's six and reserved one, and the viewer's two
    expect(Number(response.headers['x-total-count'])).toBe(9);
  });
});
