import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Viewer } from '../auth';
import { nowIso } from '../db/time';
import { jsonText } from '../http/json-text';
import { parsePage } from '../http/pagination';
import { seededRandom } from '../test/seeded-random';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { keepListingsInMemory, listingIndexReady, selectListings } from './listing-index';
import { parseProductFilters } from './product-filters';
import { listFavorites } from './favorites.service';
import { findVisibleProduct, listProducts } from './product-queries';
import { buildCategory, buildProduct } from './test/factories';

/*
 * The lists counted and paged in memory (listing-index.ts) answer exactly what SQL answers, for
 * every kind of filter, viewer, order and page, and never from a listing's old state.
 */

let database: TestDatabase;
let member: BuiltUser;
let keptMember: BuiltUser;
let admin: BuiltUser;
let categorySlug: string;
let categoryId: number;

const WORDS = ['wooden', 'crib', 'stroller', 'bassinet', 'gently', 'used', 'blue'];
const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
const STATUSES = ['active', 'active', 'active', 'sold', 'draft', 'archived'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const random = seededRandom(18);
  const categories = [await buildCategory(db, { slug: 'cribs' }), await buildCategory(db, { slug: 'strollers' })];
  categorySlug = 'cribs';
  categoryId = categories[1]!.id;
  member = await buildUser(db);
  keptMember = await buildUser(db);
  admin = await buildAdmin(db);
  const deactivated = await buildUser(db, { deactivated_at: nowIso() });
  const sellers = [member, keptMember, deactivated, await buildUser(db), await buildUser(db)];
  const rows = Array.from({ length: 2500 }, (_, i) => {
    // times and prices repeat, so the orders' ties fall to the id
    const at = new Date(Date.UTC(2026, 0, 1) + random.int(60) * 60_000).toISOString();
    const words = (count: number) => Array.from({ length: count }, () => random.pick(WORDS)).join(' ');
    return {
      name: `${words(1 + random.int(2))} ${i}`,
      description: `${words(3)}.`,
      price: 100 * (1 + random.int(40)),
      condition: random.pick(CONDITIONS),
      status: random.pick(STATUSES),
      reserved_at: random.chance(0.1) ? at : null,
      seller_id: random.pick(sellers).id,
      category_id: random.chance(0.1) ? null : random.pick(categories).id,
      location: null,
      image: null,
      created_at: at,
      updated_at: at,
    };
  });
  await db.batchInsert('products', rows, 100);
  const hide = (target_type: string, target_id: number) =>
    db('moderation_items').insert({ target_type, target_id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
  await hide('user', keptMember.id);
  const someActive = await db('products').where({ status: 'active' }).whereNot({ seller_id: keptMember.id }).orderBy('id').limit(40).pluck('id');
  for (const id of someActive.filter((_, i) => i % 4 === 0)) await hide('product', id);
  const all: number[] = await db('products').orderBy('id').pluck('id');
  const photos = all
    .filter((_, i) => i % 3 === 0)
    .flatMap((id, i) => Array.from({ length: 1 + (i % 3) }, (_, position) => ({ product_id: id, url: `/uploads/${id}-${position}.jpg`, position })));
  await db.batchInsert('product_images', photos, 200);
  const favourites = all.filter((_, i) => i % 7 === 0).map((product_id) => ({ user_id: member.id, product_id, created_at: nowIso() }));
  await db.batchInsert('favorites', favourites, 200);
});

afterAll(async () => {
  await database?.close();
});

/** A list as a visitor asks for it: any filters, an order or none, and a page. */
function randomQuery(random: ReturnType<typeof seededRandom>): Record<string, string> {
  const query: Record<string, string> = {};
  const maybe = (chance: number, name: string, value: () => string) => {
    if (random.chance(chance)) query[name] = value();
  };
  maybe(0.5, 'search', () => (random.chance(0.3) ? `${random.pick(WORDS)} ${random.pick(WORDS)}` : random.pick(WORDS).slice(0, 3 + random.int(4))));
  maybe(0.2, 'category', () => random.pick([categorySlug, String(categoryId), 'no-such-category']));
  maybe(0.15, 'category_id', () => String(categoryId));
  maybe(0.25, 'condition', () => random.pick(CONDITIONS));
  maybe(0.1, 'seller_id', () => String(member.id));
  maybe(0.35, 'min_price', () => String(100 * random.int(30)));
  maybe(0.35, 'max_price', () => String(100 * (10 + random.int(35))));
  maybe(0.35, 'status', () => random.pick(['active', 'reserved', 'sold', 'draft', 'archived', 'all']));
  maybe(0.7, 'sort', () => random.pick(['newest', 'price_low', 'price_high']));
  query['page'] = String(1 + random.int(6));
  query['pageSize'] = random.pick(['5', '20', '50']);
  return query;
}

async function listBoth(query: Record<string, string>, viewer: Viewer | null) {
  const { db } = database;
  const filters = parseProductFilters(query);
  const page = parsePage(query);
  keepListingsInMemory(db, false);
  const inSql = await listProducts(db, filters, viewer, page);
  keepListingsInMemory(db, true);
  const inMemory = await listProducts(db, filters, viewer, page);
  // the JSON the answer cache sends is the list's own
  expect(jsonText(inMemory.items)).toBe(JSON.stringify(inMemory.items));
  // whole listings: their sellers, categories, photos and the viewer's favourite marks too (listing-rows.ts)
  const ids = (list: typeof inSql) => ({ total: list.total, ids: list.items.map((item) => item.id), items: list.items });
  return { inSql: ids(inSql), inMemory: ids(inMemory) };
}

/** A member's favourites, a page of them, as SQL and as memory answer them. */
async function favouritesBoth(viewer: Viewer, query: Record<string, string>) {
  const { db } = database;
  keepListingsInMemory(db, false);
  const inSql = await listFavorites(db, viewer, parsePage(query));
  keepListingsInMemory(db, true);
  return { inSql, inMemory: await listFavorites(db, viewer, parsePage(query)) };
}

/** A listing's own page, as SQL and as memory answer it. */
async function findBoth(id: number, viewer: Viewer | null) {
  const { db } = database;
  keepListingsInMemory(db, false);
  const inSql = await findVisibleProduct(db, id, viewer);
  keepListingsInMemory(db, true);
  return { inSql, inMemory: await findVisibleProduct(db, id, viewer) };
}

describe('lists counted and paged in memory', () => {
  itOnSqlite('answer exactly as SQL does, for 600 random lists and four kinds of viewer', 'PostgreSQL keeps nothing in memory', async () => {
    expect(await listingIndexReady(database.db)).toBe(true);
    const viewers: [string, Viewer | null][] = [
      ['anonymous', null],
      ['a member with listings of every status', { id: member.id, isAdmin: false }],
      ['a member moderation hid', { id: keptMember.id, isAdmin: false }],
      ['an admin', { id: admin.id, isAdmin: true }],
    ];
    const random = seededRandom(7);
    let nonEmpty = 0;
    for (let i = 0; i < 600; i += 1) {
      const query = randomQuery(random);
      const [who, viewer] = random.pick(viewers);
      const { db } = database;
      expect(await selectListings(db, parseProductFilters(query), viewer), 'kept in memory').toBeDefined();
      const { inSql, inMemory } = await listBoth(query, viewer);
      expect(inMemory, `${who}: ${new URLSearchParams(query)}`).toEqual(inSql);
      if (inSql.ids.length > 0) nonEmpty += 1;
    }
    // the walk reached pages that hold listings, not only empty ones
    expect(nonEmpty).toBeGreaterThan(200);
  });

  itOnSqlite('rank a common word’s every page as SQL does, many listings to a level of relevance', 'PostgreSQL keeps nothing in memory', async () => {
    expect(await listingIndexReady(database.db)).toBe(true);
    for (const search of ['used', 'wooden crib', 'gen']) {
      for (const viewer of [null, { id: admin.id, isAdmin: true }]) {
        const { inSql: all } = await listBoth({ search, status: 'all', pageSize: '100' }, viewer);
        expect(all.total, search).toBeGreaterThan(100);
        for (let page = 1; page <= Math.ceil(all.total / 50); page += 1) {
          const query = { search, status: 'all', page: String(page), pageSize: '50' };
          const { inSql, inMemory } = await listBoth(query, viewer);
          expect(inMemory, `${search}, page ${page}`).toEqual(inSql);
        }
      }
    }
  });

  itOnSqlite('list a member’s favourites as SQL does: every page, those they may no longer see left out', 'PostgreSQL keeps nothing in memory', async () => {
    expect(await listingIndexReady(database.db)).toBe(true);
    const viewer = { id: member.id, isAdmin: false };
    const { inSql: all } = await favouritesBoth(viewer, { pageSize: '100' });
    // hidden, drafts and other members' sold listings among the favourites are not shown
    const marked = await database.db('favorites').where({ user_id: member.id }).count({ count: '*' }).first();
    expect(all.total).toBeLessThan(Number(marked?.count));
    expect(all.total).toBeGreaterThan(20);
    for (let page = 1; page <= Math.ceil(all.total / 8) + 1; page += 1) {
      const { inSql, inMemory } = await favouritesBoth(viewer, { page: String(page), pageSize: '8' });
      expect(inMemory, `page ${page}`).toEqual(inSql);
    }
  });

  itOnSqlite('page a list bounded by price alone as SQL does, in every order, from both ends', 'PostgreSQL keeps nothing in memory', async () => {
    expect(await listingIndexReady(database.db)).toBe(true);
    const ranges: [string, string][] = [
      ['500', '500'],
      ['100', '300'],
      ['1000', '1200'],
      ['200', '3900'],
    ];
    for (const [min_price, max_price] of ranges) {
      for (const sort of ['newest', 'price_low', 'price_high']) {
        const { inSql: all } = await listBoth({ min_price, max_price, sort }, null);
        for (let page = 1; page <= Math.ceil(all.total / 7); page += 1) {
          const query = { min_price, max_price, sort, page: String(page), pageSize: '7' };
          const { inSql, inMemory } = await listBoth(query, null);
          expect(inMemory, new URLSearchParams(query).toString()).toEqual(inSql);
        }
      }
    }
  });

  itOnSqlite('never answer from a listing’s old state: each kind of change shows in the next list and page', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = database;
    const seller = await buildUser(db);
    const category = await buildCategory(db);
    const viewers: (Viewer | null)[] = [null, { id: member.id, isAdmin: false }];
    const query = { sort: 'price_high', pageSize: '50' };
    const first = async () => (await listProducts(db, parseProductFilters(query), null, parsePage(query))).items.map((item) => item.id);
    /** the next list and page, in memory where they can be, answer what SQL answers */
    const sameAsSql = async (change: string, id: number) => {
      for (const viewer of viewers) {
        const { inSql, inMemory } = await listBoth(query, viewer);
        expect(inMemory, `${change}: the list`).toEqual(inSql);
        const page = await findBoth(id, viewer);
        expect(page.inMemory, `${change}: the listing's page`).toEqual(page.inSql);
        if (!viewer) continue;
        const favourites = await favouritesBoth(viewer, { pageSize: '50' });
        expect(favourites.inMemory, `${change}: the member's favourites`).toEqual(favourites.inSql);
      }
    };
    const changes: [string, (id: number) => Promise<unknown>, (ids: number[], id: number) => boolean][] = [
      ['a price change', (id) => db('products').where({ id }).update({ price: 1 }), (ids, id) => !ids.includes(id)],
      ['a sale', (id) => db('products').where({ id }).update({ status: 'sold' }), (ids, id) => !ids.includes(id)],
      [
        'a listing hidden by moderation',
        (id) =>
          db('moderation_items').insert({ target_type: 'product', target_id: id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() }),
        (ids, id) => !ids.includes(id),
      ],
      ['a seller deactivated', () => db('users').where({ id: seller.id }).update({ deactivated_at: nowIso() }), (ids, id) => !ids.includes(id)],
      ['a listing deleted', (id) => db('products').where({ id }).delete(), (ids, id) => !ids.includes(id)],
      ['a seller renamed', () => db('users').where({ id: seller.id }).update({ display_name: 'Renamed seller' }), (ids, id) => ids[0] === id],
      ['a category renamed', () => db('categories').where({ id: category.id }).update({ name: 'Renamed category' }), (ids, id) => ids[0] === id],
      ['a photo added', (id) => db('product_images').insert({ product_id: id, url: '/uploads/new.jpg', position: 0 }), (ids, id) => ids[0] === id],
      ['a favourite', (product_id) => db('favorites').insert({ user_id: member.id, product_id, created_at: nowIso() }), (ids, id) => ids[0] === id],
    ];
    for (const [change, make, holds] of changes) {
      await db('users').where({ id: seller.id }).update({ deactivated_at: null });
      expect(await listingIndexReady(db)).toBe(true);
      const product = await buildProduct(db, { seller_id: seller.id, category_id: category.id, price: 99_999_00, name: `Top price ${change}` });
      expect((await first())[0], `${change}: a new listing leads the next list`).toBe(product.id);
      expect(await listingIndexReady(db)).toBe(true);
      expect((await first())[0], `${change}: and once the listings are read again`).toBe(product.id);
      // the listing is kept as a row too before it changes
      await sameAsSql(`${change}, before`, product.id);
      await make(product.id);
      expect(holds(await first(), product.id), `${change}: the next list`).toBe(true);
      await sameAsSql(change, product.id);
      expect(await listingIndexReady(db)).toBe(true);
      expect(holds(await first(), product.id), `${change}: once the listings are read again`).toBe(true);
      await sameAsSql(`${change}, once read again`, product.id);
    }
  });
});
