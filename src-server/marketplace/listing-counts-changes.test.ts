import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSqlite } from '../db/knex';
import { nowIso } from '../db/time';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCategory, buildProduct, type CategoryRow } from './test/factories';

/*
 * A list's count must follow every kind of change to the listings. On PostgreSQL the lists filtered
 * by nothing but a category and a status read counts that triggers keep (migration
 * 20261127100001); SQLite keeps its counts in memory. After each change below, every such list
 * counts what it lists, for a visitor and for an admin, and on PostgreSQL the kept counts are the
 * listings' own, group by group.
 */

let t: TestApp;
let admin: request.Agent;
let seller: BuiltUser;
let first: CategoryRow;
let second: CategoryRow;

beforeAll(async () => {
  t = await createTestApp();
  first = await buildCategory(t.db);
  second = await buildCategory(t.db);
  seller = await buildUser(t.db);
  for (let i = 0; i < 4; i += 1) await buildProduct(t.db, { seller_id: seller.id, category_id: i % 2 ? first.id : second.id });
  await buildProduct(t.db, { seller_id: seller.id, category_id: null });
  admin = await signedInAgent(t, await buildAdmin(t.db));
});

afterAll(async () => {
  await t.close();
});

const LISTS = (): Record<string, string>[] => [
  {},
  { status: 'active' },
  { status: 'reserved' },
  { category_id: String(first.id) },
  { category: first.slug },
  { category: second.slug, status: 'reserved' },
];
const ADMIN_LISTS = (): Record<string, string>[] => [...LISTS(), { status: 'all' }, { status: 'sold' }, { status: 'all', category_id: String(second.id) }];

/**
 * The lists whose count is not what they list, for a visitor and an admin. A list never shows more
 * than its count, so each is also asked with a bound every price meets (prices are above 0), which
 * counts its listings themselves.
 */
async function miscounted(): Promise<string[]> {
  const wrong: string[] = [];
  const askers: [string, () => request.Test, Record<string, string>[]][] = [
    ['a visitor', () => request(t.server).get('/api/products'), LISTS()],
    ['an admin', () => admin.get('/api/products'), ADMIN_LISTS()],
  ];
  for (const [who, ask, lists] of askers) {
    const answer = async (asked: Record<string, string>) => {
      const response = await ask().query({ ...asked, pageSize: 100 });
      return response.status === 200 ? `counted ${response.headers['x-total-count']}, listed ${response.body.length}` : `answered ${response.status}`;
    };
    for (const filters of lists) {
      const asked = await answer(filters);
      const counted = await answer({ ...filters, min_price: '1' });
      if (asked !== counted || !/^counted (\d+), listed \1$/.test(asked))
        wrong.push(`${who}, ${JSON.stringify(filters)}: ${asked}; with min_price=1: ${counted}`);
    }
  }
  return wrong;
}

/** PostgreSQL's kept counts against the listings, group by group (none on SQLite). */
async function countsAgainstListings(): Promise<{ kept: string[]; listings: string[] }> {
  if (isSqlite(t.db)) return { kept: [], listings: [] };
  const key = (row: { category_id: number | null; status: string; reserved: boolean; listings: number | string }) =>
    `${row.category_id ?? '-'} ${row.status} ${row.reserved ? 'held' : 'free'}: ${Number(row.listings)}`;
  const kept = (await t.db('product_counts').where('listings', '<>', 0).select('category_id', 'status', 'reserved', 'listings')).map(key);
  const listings = (
    await t.db.raw(`SELECT category_id, status, reserved_at IS NOT NULL AS reserved, count(*) AS listings FROM products GROUP BY 1, 2, 3`)
  ).rows.map(key);
  return { kept: kept.sort(), listings: listings.sort() };
}

const someListing = async (where: Record<string, unknown> = {}) => (await t.db('products').where(where).orderBy('id').first('id')) as { id: number };

describe('the count of a list of listings, after each kind of change', () => {
  it('follows listings added, edited, held, sold, moved and deleted, and categories and sellers deleted', async () => {
    const changes: [string, () => Promise<unknown>][] = [
      ['a listing added', () => buildProduct(t.db, { seller_id: seller.id, category_id: first.id })],
      [
        'three added in one statement',
        () =>
          t.db('products').insert(
            [first.id, second.id, null].map((categoryId, i) => ({
              name: `Batch ${i}`,
              description: 'Added together.',
              price: 2000 + i,
              condition: 'good',
              status: 'active',
              seller_id: seller.id,
              category_id: categoryId,
              created_at: nowIso(),
              updated_at: nowIso(),
            })),
          ),
      ],
      [
        'a price changed',
        async () =>
          t
            .db('products')
            .where(await someListing())
            .update({ price: 4321 }),
      ],
      [
        'a listing held',
        async () =>
          t
            .db('products')
            .where(await someListing({ category_id: second.id }))
            .update({ reserved_at: nowIso() }),
      ],
      [
        'a listing sold',
        async () =>
          t
            .db('products')
            .where(await someListing({ category_id: first.id }))
            .update({ status: 'sold' }),
      ],
      [
        'a listing moved to another category',
        async () =>
          t
            .db('products')
            .where(await someListing({ category_id: first.id, status: 'active' }))
            .update({ category_id: second.id }),
      ],
      [
        'a seller’s listings all sold in one statement',
        () => t.db('products').where({ seller_id: seller.id, category_id: second.id }).update({ status: 'sold' }),
      ],
      ['a hold lifted', () => t.db('products').whereNotNull('reserved_at').update({ reserved_at: null, status: 'active' })],
      [
        'a listing deleted',
        async () =>
          t
            .db('products')
            .where(await someListing())
            .delete(),
      ],
      ['a category deleted (its listings keep no category)', () => t.db('categories').where({ id: second.id }).delete()],
      [
        'a seller deleted with their listings',
        async () => {
          const other = await buildUser(t.db);
          await buildProduct(t.db, { seller_id: other.id, category_id: first.id });
          await t.db('users').where({ id: other.id }).delete();
        },
      ],
    ];
    for (const [change, make] of changes) {
      await make();
      expect(await miscounted(), change).toEqual([]);
      const { kept, listings } = await countsAgainstListings();
      expect(kept, change).toEqual(listings);
    }
  });
});
