import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { onPostgres } from '../test/test-database';
import { keepListingsInMemory, listingIndexReady } from './listing-index';

/*
 * A list finds its page in one of several ways (product-queries.ts): a search sorted by date or
 * price reads the sort's index and keeps the matches when they are many, or looks them up and sorts
 * them; a page past the middle of its list is read from the end, backwards. Every way, each page
 * must hold exactly the listings it would in a plain sort of the visible matches, ties broken by id.
 */

interface Row {
  id: number;
  name: string;
  description: string;
  price: number;
  created_at: string;
}

let t: TestApp;
let visible: Row[];
let seller: BuiltUser;
/** the seller's own listings, sold ones too, which they see with status=all */
let own: Row[];

beforeAll(async () => {
  t = await createTestApp();
  seller = await buildUser(t.db);
  const hiddenSeller = await buildUser(t.db);
  const rows = Array.from({ length: 240 }, (_, i) => {
    // "wooden" in two listings of three, "bassinet" in one of forty; prices and times repeat, so ties need the id
    const at = new Date(Date.UTC(2026, 0, 1) + (i % 37) * 60_000).toISOString();
    return {
      // "looked after" is in most descriptions and some names, whole or in part: a ranked search of it comes
      // in two parts, the first (ranked 2, then 1) longer than a page
      name: `${i % 3 ? 'Wooden' : 'Plastic'} ${i % 40 ? 'toy' : 'bassinet'} ${i}${{ 1: ' (looked after)', 5: ' (looked at)' }[i % 12] ?? ''}`,
      // some match "wooden" in their description only: they rank below those with it in the name
      description: i % 5 === 0 ? 'Goes with wooden blocks.' : 'Looked after.',
      price: 100 * (1 + (i % 23)),
      condition: 'good',
      status: i % 11 === 0 ? 'sold' : 'active',
      seller_id: i % 17 === 0 ? hiddenSeller.id : seller.id,
      created_at: at,
      updated_at: at,
    };
  });
  await t.db.batchInsert('products', rows, 100);
  await t
    .db('moderation_items')
    .insert({ target_type: 'user', target_id: hiddenSeller.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
  visible = await t.db('products').where({ status: 'active', seller_id: seller.id }).select('id', 'name', 'description', 'price', 'created_at');
  own = await t.db('products').where({ seller_id: seller.id }).select('id', 'name', 'description', 'price', 'created_at');
});

afterAll(async () => {
  await t.close();
});

const newest = (a: Row, b: Row) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
const ORDERS: Record<string, (a: Row, b: Row) => number> = {
  newest,
  price_low: (a, b) => a.price - b.price || b.id - a.id,
  price_high: (a, b) => b.price - a.price || b.id - a.id,
};
const has = (text: string, word: string) => text.toLowerCase().includes(word);

/** Every page of a list, and the statements that found them. */
async function allPages(
  query: Record<string, string>,
  client: { get: (url: string) => request.Test } = request(t.server),
): Promise<{ ids: number[]; statements: string[] }> {
  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => statements.push(query.sql);
  t.db.on('query', onQuery);
  const ids: number[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const response = await client.get('/api/products').query({ ...query, page, pageSize: 9 });
      expect(response.status).toBe(200);
      if (response.body.length === 0) break;
      ids.push(...response.body.map((product: { id: number }) => product.id));
    }
  } finally {
    t.db.off('query', onQuery);
  }
  return { ids, statements };
}

/** in SQL as on PostgreSQL and while a change is read; in memory once the listings are kept there (listing-index.ts) */
const WAYS = onPostgres ? ['in SQL'] : ['in SQL', 'in memory'];

for (const way of WAYS)
  describe(`the pages of a list of listings, ${way}`, () => {
    beforeAll(async () => {
      keepListingsInMemory(t.db, way === 'in memory');
      if (way === 'in memory') expect(await listingIndexReady(t.db)).toBe(true);
    });

    for (const sort of Object.keys(ORDERS)) {
      it(`pages through exactly the visible matches in order, for a common and a rare word: ${sort}`, async () => {
        for (const word of ['wooden', 'bassinet']) {
          const expected = visible
            .filter((row) => has(row.name, word) || has(row.description, word))
            .sort(ORDERS[sort])
            .map((row) => row.id);
          const { ids, statements } = await allPages({ search: word, sort });
          expect(ids, `${word} by ${sort}`).toEqual(expected);
          if (way !== 'in SQL' || onPostgres) continue;
          // the common word's first page is read in the sort's order; the rare word's matches are looked up
          const readInOrder = statements.some((sql) => sql.includes('+`p`.`id` IN'));
          expect(readInOrder, `${word} read in order`).toBe(word === 'wooden');
        }
      });

      it(`pages through every visible listing in order, the last pages read from the end: ${sort}`, async () => {
        const { ids } = await allPages({ sort });
        expect(ids).toEqual([...visible].sort(ORDERS[sort]).map((row) => row.id));
      });
    }

    it('ranks by relevance on every page: a match in the name first, then newest first', async () => {
      const byRelevance = (a: Row, b: Row) => Number(has(b.name, 'wooden')) - Number(has(a.name, 'wooden')) || newest(a, b);
      const expected = visible
        .filter((row) => has(row.name, 'wooden') || has(row.description, 'wooden'))
        .sort(byRelevance)
        .map((row) => row.id);
      expect((await allPages({ search: 'wooden' })).ids).toEqual(expected);
    });

    it('ranks by how many of the words a name holds, then newest first, with filters and from every page', async () => {
      const searches: [Record<string, string>, string[]][] = [
        [{ search: 'wooden toy' }, ['wooden', 'toy']],
        [{ search: 'wooden blocks' }, ['wooden', 'blocks']],
        [{ search: 'goes wood' }, ['goes', 'wood']],
        [{ search: 'wooden', max_price: '1200' }, ['wooden']],
        [{ search: 'plastic' }, ['plastic']],
        [{ search: 'looked' }, ['looked']],
        [{ search: 'looked after' }, ['looked', 'after']],
        [{ search: 'after looked', max_price: '1800' }, ['after', 'looked']],
        [{ search: 'looked', min_price: '600' }, ['looked']],
        [{ search: 'goes' }, ['goes']],
      ];
      for (const [query, words] of searches) {
        const maxPrice = Number(query['max_price'] ?? Infinity);
        const minPrice = Number(query['min_price'] ?? 0);
        const inName = (row: Row) => words.filter((word) => has(row.name, word)).length;
        const expected = visible
          .filter((row) => row.price >= minPrice && row.price <= maxPrice && words.every((word) => has(row.name, word) || has(row.description, word)))
          .sort((a, b) => inName(b) - inName(a) || newest(a, b))
          .map((row) => row.id);
        expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
        expect((await allPages(query)).ids, JSON.stringify(query)).toEqual(expected);
      }
    });

    it("ranks a seller's own listings of every status with status=all, in both parts", async () => {
      const words = ['looked', 'after'];
      const inName = (row: Row) => words.filter((word) => has(row.name, word)).length;
      const expected = own
        .filter((row) => words.every((word) => has(row.name, word) || has(row.description, word)))
        .sort((a, b) => inName(b) - inName(a) || newest(a, b))
        .map((row) => row.id);
      expect(expected.length).toBeGreaterThan(visible.filter((row) => expected.includes(row.id)).length);
      const agent = await signedInAgent(t, seller);
      expect((await allPages({ search: 'looked after', status: 'all' }, agent)).ids).toEqual(expected);
    });
  });
