import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { refreshStatistics, searchPlan } from '../test/query-plan';
import { createTestApp, type TestApp } from '../test/test-app';
import { itOnSqlite, onPostgres } from '../test/test-database';
import { keepListingsInMemory } from './listing-index';
import { buildCategory, buildProduct, minutesAgo } from './test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const names = (body: { name: string }[]) => body.map((product) => product.name);
const list = (query = '') => request(t.server).get(`/api/products${query}`);

describe('GET /api/products: what it answers', () => {
  it('joins the seller, category and every photo, with prices in cents', async () => {
    const seller = await buildUser(t.db, { display_name: 'Olivia M' });
    const category = await buildCategory(t.db, { name: 'Strollers', slug: 'strollers' });
    await buildProduct(t.db, { name: 'Jogging stroller', price: 27500, seller_id: seller.id, category_id: category.id, location: null }, [
      '/uploads/a.jpg',
      '/uploads/b.jpg',
    ]);
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body[0]).toMatchObject({
      name: 'Jogging stroller',
      price: 27500,
      status: 'active',
      location: null,
      image: '/uploads/a.jpg',
      seller: { id: seller.id, name: 'Olivia M', avatar: null },
      category: { id: category.id, name: 'Strollers', slug: 'strollers' },
      images: [{ url: '/uploads/a.jpg' }, { url: '/uploads/b.jpg' }],
    });
    expect(response.body[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(JSON.stringify(response.body)).not.toMatch(/password|email/);
    // the same for everyone who may see it: a member's favourites come in their own answer (/api/favorites/ids)
    expect(response.body[0]).not.toHaveProperty('is_favorite');
  });

  it('reads a page of listings with a fixed number of queries, however many sellers and photos (no N+1)', async () => {
    // in SQL, as on PostgreSQL and while a change to the listings is read into memory
    keepListingsInMemory(t.db, false);
    for (let i = 0; i < 12; i += 1) await buildProduct(t.db, {}, [`/uploads/p${i}-1.jpg`, `/uploads/p${i}-2.jpg`]);
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => statements.push(query.sql);
    t.db.on('query', onQuery);
    const response = await list('?pageSize=10&search=item');
    t.db.off('query', onQuery);
    expect(response.body).toHaveLength(10);
    expect(response.body.every((product: { seller: unknown; images: unknown[] }) => product.seller && product.images.length === 2)).toBe(true);
    // the total, the page's ids, and their rows with seller, category and photos
    // on SQLite a ranked search first asks the index how many of its matches hold the word in their name
    // (none here) and counts those the list shows; the page, all in the second part, is read newest first,
    // which asks how many listings and index matches there are. Those counts are kept for the next pages.
    expect(statements).toHaveLength(onPostgres ? 3 : 8);
  });
});

describe('GET /api/products: who sees what', () => {
  it('shows anonymous callers only active listings, whatever status they ask for', async () => {
    await buildProduct(t.db, { name: 'Active one' });
    await buildProduct(t.db, { name: 'Draft one', status: 'draft' });
    await buildProduct(t.db, { name: 'Sold one', status: 'sold' });
    expect(names((await list()).body)).toEqual(['Active one']);
    expect(names((await list('?status=all')).body)).toEqual(['Active one']);
    expect((await list('?status=draft')).body).toEqual([]);
    expect((await list('?status=draft')).headers['x-total-count']).toBe('0');
  });

  it("shows a seller their own drafts but nobody else's", async () => {
    const seller = await buildUser(t.db);
    await buildProduct(t.db, { name: 'My draft', status: 'draft', seller_id: seller.id });
    await buildProduct(t.db, { name: 'Their draft', status: 'draft' });
    await buildProduct(t.db, { name: 'Active one', created_at: minutesAgo(5) });
    const agent = await signedInAgent(t, seller);
    expect(names((await agent.get('/api/products?status=draft')).body)).toEqual(['My draft']);
    expect(names((await agent.get('/api/products?status=all')).body)).toEqual(['My draft', 'Active one']);
    expect(names((await agent.get('/api/products')).body)).toEqual(['Active one']);
  });

  it('shows an admin every status they ask for', async () => {
    await buildProduct(t.db, { name: 'Their draft', status: 'draft' });
    await buildProduct(t.db, { name: 'Archived', status: 'archived' });
    const agent = await signedInAgent(t, await buildAdmin(t.db));
    expect(names((await agent.get('/api/products?status=draft')).body)).toEqual(['Their draft']);
    expect((await agent.get('/api/products?status=all')).body).toHaveLength(2);
  });

  it("lists the signed-in seller's own listings of every status at /api/products/my", async () => {
    const seller = await buildUser(t.db);
    await buildProduct(t.db, { name: 'Mine sold', status: 'sold', seller_id: seller.id, created_at: minutesAgo(10) });
    await buildProduct(t.db, { name: 'Mine active', seller_id: seller.id });
    await buildProduct(t.db, { name: 'Someone else' });
    const agent = await signedInAgent(t, seller);
    const response = await agent.get('/api/products/my');
    expect(names(response.body)).toEqual(['Mine active', 'Mine sold']);
    expect(response.headers['x-total-count']).toBe('2');
    expect((await request(t.server).get('/api/products/my')).status).toBe(401);
  });

  it("narrows the seller's own listings by the search words, drafts included, newest first", async () => {
    const seller = await buildUser(t.db);
    await buildProduct(t.db, { name: 'Wooden high chair', status: 'draft', seller_id: seller.id, created_at: minutesAgo(10) });
    await buildProduct(t.db, { name: 'Folding high chair', seller_id: seller.id });
    await buildProduct(t.db, { name: 'Baby monitor', seller_id: seller.id });
    await buildProduct(t.db, { name: "Someone else's high chair" });
    const agent = await signedInAgent(t, seller);
    const response = await agent.get('/api/products/my?search=chair');
    expect(names(response.body)).toEqual(['Folding high chair', 'Wooden high chair']);
    expect(response.headers['x-total-count']).toBe('2');
  });
});

describe('GET /api/products: filters', () => {
  it('filters by category slug, category id and category_id', async () => {
    const toys = await buildCategory(t.db, { slug: 'toys' });
    await buildProduct(t.db, { name: 'Train set', category_id: toys.id });
    await buildProduct(t.db, { name: 'Crib' });
    expect(names((await list('?category=toys')).body)).toEqual(['Train set']);
    expect(names((await list(`?category=${toys.id}`)).body)).toEqual(['Train set']);
    expect(names((await list(`?category_id=${toys.id}&status=active`)).body)).toEqual(['Train set']);
    expect((await list('?category=no-such-thing')).body).toEqual([]);
  });

  it('filters by condition, seller and price range in cents', async () => {
    const seller = await buildUser(t.db);
    await buildProduct(t.db, { name: 'Cheap new', condition: 'new', price: 500, seller_id: seller.id });
    await buildProduct(t.db, { name: 'Mid good', condition: 'good', price: 2500 });
    await buildProduct(t.db, { name: 'Dear good', condition: 'good', price: 9000 });
    expect(names((await list('?condition=new')).body)).toEqual(['Cheap new']);
    expect(names((await list(`?seller_id=${seller.id}`)).body)).toEqual(['Cheap new']);
    expect(names((await list('?min_price=2500&max_price=9000&sort=price_low')).body)).toEqual(['Mid good', 'Dear good']);
    expect(names((await list('?max_price=2499')).body)).toEqual(['Cheap new']);
    expect(names((await list('?condition=good&min_price=3000')).body)).toEqual(['Dear good']);
  });

  it('sorts by newest (the default), price low to high and price high to low', async () => {
    await buildProduct(t.db, { name: 'Old dear', price: 9000, created_at: minutesAgo(30) });
    await buildProduct(t.db, { name: 'New cheap', price: 500, created_at: minutesAgo(1) });
    await buildProduct(t.db, { name: 'Mid', price: 2500, created_at: minutesAgo(10) });
    expect(names((await list()).body)).toEqual(['New cheap', 'Mid', 'Old dear']);
    expect(names((await list('?sort=newest')).body)).toEqual(['New cheap', 'Mid', 'Old dear']);
    expect(names((await list('?sort=price_low')).body)).toEqual(['New cheap', 'Mid', 'Old dear']);
    expect(names((await list('?sort=price_high')).body)).toEqual(['Old dear', 'Mid', 'New cheap']);
  });

  it('pages through results with page, pageSize and X-Total-Count', async () => {
    for (let i = 1; i <= 5; i += 1) await buildProduct(t.db, { name: `Item ${i}`, created_at: minutesAgo(i) });
    const first = await list('?pageSize=2');
    expect(first.headers['x-total-count']).toBe('5');
    expect(names(first.body)).toEqual(['Item 1', 'Item 2']);
    expect(names((await list('?pageSize=2&page=3')).body)).toEqual(['Item 5']);
    const past = await list('?pageSize=2&page=4');
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
    expect([(await list('?pageSize=abc')).body]).toEqual([{ code: 'invalid', message: 'pageSize must be a whole number from 1 to 100' }]);
  });

  it.each([
    ['condition=broken', 'Condition must be one of new, like_new, good, fair, poor'],
    ['sort=cheapest', 'Sort must be one of newest, price_low, price_high'],
    ['status=gone', 'Status must be one of active, reserved, sold, draft, archived, all'],
    ['min_price=-1', 'min_price must be a whole number of cents, 0 or more'],
    ['max_price=12.50', 'max_price must be a whole number of cents, 0 or more'],
    ['category_id=abc', 'category_id must be a positive whole number'],
    ['seller_id=0', 'seller_id must be a positive whole number'],
    ['min_price=99999999999999', 'min_price must be a whole number of cents, 0 or more'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await list(`?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'invalid', message });
  });
});

describe('GET /api/products: full-text search', () => {
  it('finds words in names and descriptions, by stem and by prefix', async () => {
    await buildProduct(t.db, { name: 'Jogging stroller', description: 'Air tyres and a hand brake for running.' });
    await buildProduct(t.db, { name: 'Wooden crib', description: 'Solid beech, converts to a toddler bed.' });
    expect(names((await list('?search=strollers')).body)).toEqual(['Jogging stroller']);
    expect(names((await list('?search=strol')).body)).toEqual(['Jogging stroller']);
    expect(names((await list('?search=toddler%20beech')).body)).toEqual(['Wooden crib']);
    expect((await list('?search=toddler%20stroller')).body).toEqual([]);
  });

  it('ranks a match in the name above a match only in the description', async () => {
    await buildProduct(t.db, { name: 'Nursing glider', description: 'Comes with a matching footstool for the stroller park.', created_at: minutesAgo(1) });
    await buildProduct(t.db, { name: 'Double stroller', description: 'Side by side seats, both recline.', created_at: minutesAgo(60) });
    const response = await list('?search=stroller');
    expect(names(response.body)).toEqual(['Double stroller', 'Nursing glider']);
    expect(response.headers['x-total-count']).toBe('2');
    expect(names((await list('?search=stroller&sort=newest')).body)).toEqual(['Nursing glider', 'Double stroller']);
  });

  it('combines search with the other filters and pages its results', async () => {
    const toys = await buildCategory(t.db, { slug: 'toys' });
    for (let i = 1; i <= 3; i += 1) await buildProduct(t.db, { name: `Wooden blocks ${i}`, category_id: toys.id, price: i * 100 });
    await buildProduct(t.db, { name: 'Wooden crib' });
    await buildProduct(t.db, { name: 'Wooden draft', status: 'draft', category_id: toys.id });
    const response = await list('?search=wooden&category=toys&sort=price_high&pageSize=2');
    expect(response.headers['x-total-count']).toBe('3');
    expect(names(response.body)).toEqual(['Wooden blocks 3', 'Wooden blocks 2']);
  });

  it.each(['"', 'AND', 'NOT stroller', 'stroller*', 'NEAR(a b)', 'name:crib', '(((', "'; DROP TABLE products; --", '!!!', 'x'.repeat(5000)])(
    'treats %s as plain words, never as query syntax',
    async (search) => {
      await buildProduct(t.db, { name: 'Stroller' });
      const response = await list(`?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    },
  );

  it("keeps the index in step with edits and deletions, including a seller's account being removed", async () => {
    const seller = await buildUser(t.db);
    const product = await buildProduct(t.db, { name: 'Bouncer chair', seller_id: seller.id });
    await t.db('products').where({ id: product.id }).update({ name: 'Rocking chair' });
    expect((await list('?search=bouncer')).body).toEqual([]);
    expect(names((await list('?search=rocking')).body)).toEqual(['Rocking chair']);
    await t.db('users').where({ id: seller.id }).delete();
    expect((await list('?search=rocking')).body).toEqual([]);
  });

  itOnSqlite('removes a deleted listing from the FTS5 table itself', 'PostgreSQL keeps the vector in the row', async () => {
    const product = await buildProduct(t.db, { name: 'Rocking chair' });
    await t.db('products').where({ id: product.id }).delete();
    const [{ n }] = await t.db.raw("SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH 'rocking'");
    expect(n).toBe(0);
  });

  it('runs on the full-text index rather than scanning listings', async () => {
    const stroller = await buildProduct(t.db, { name: 'Stroller' });
    const others = Array.from({ length: 2000 }, (_, i) => ({
      name: `Wooden crib ${i}`,
      description: 'Solid beech.',
      price: 100,
      condition: 'good',
      seller_id: stroller.seller_id,
      status: 'active',
      created_at: stroller.created_at,
      updated_at: stroller.created_at,
    }));
    await t.db.batchInsert('products', others, 500);
    await refreshStatistics(t.db);
    keepListingsInMemory(t.db, false);
    const statements: { sql: string; bindings: unknown[] }[] = [];
    const onQuery = (query: { sql: string; bindings: unknown[] }) => statements.push(query);
    t.db.on('query', onQuery);
    await list('?search=stroller');
    t.db.off('query', onQuery);
    expect(statements.map((statement) => statement.sql).join('\n')).not.toMatch(/like/i);
    const page = statements.find((statement) => /order by/i.test(statement.sql))!;
    expect(await searchPlan(t.db, page, 'products', 'p')).toEqual({ usesSearchIndex: true, scansTable: false });
  });
});
