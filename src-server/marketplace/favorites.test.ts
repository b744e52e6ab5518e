import Database from 'better-sqlite3';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { itOnSqlite, onPostgres } from '../test/test-database';
import { keepListingsInMemory, listingIndexReady } from './listing-index';
import { nowIso } from '../db/time';
import { FAVORITE_CHANGED } from './favorites.service';
import { buildProduct, minutesAgo } from './test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const favoriteCount = async () => Number((await t.db('favorites').count({ n: '*' }).first())?.['n']);

/**
 * The member adds a favourite while another connection (another of their tabs) adds it just before
 * each of the add's inserts and removes it the moment that insert has answered, as `interfere` says
 * for each insert (1, 2, …).
 */
async function addWhileOthersWrite(member: BuiltUser, productId: number, interfere: (insert: number) => { addFirst: boolean; removeAfter: boolean }) {
  const agent = await signedInAgent(t, member);
  const other = new Database((t.db.client.config.connection as { filename: string }).filename);
  const isInsert = (sql: string) => /^insert into `favorites`/.test(sql);
  let inserts = 0;
  t.db.on('query', (query: { sql: string }) => {
    if (!isInsert(query.sql)) return;
    inserts += 1;
    if (interfere(inserts).addFirst)
      other.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(member.id, productId, new Date().toISOString());
  });
  t.db.on('query-response', (_response: unknown, query: { sql: string }) => {
    if (isInsert(query.sql) && interfere(inserts).removeAfter) other.prepare('DELETE FROM favorites WHERE product_id = ?').run(productId);
  });
  try {
    return { added: await agent.post('/api/favorites').send({ product_id: productId }), inserts };
  } finally {
    other.close();
  }
}

describe('favourites', () => {
  it('needs a session for every call, with the message that sends people to sign in', async () => {
    const product = await buildProduct(t.db);
    const calls = [
      request(t.server).get('/api/favorites'),
      request(t.server).get('/api/favorites/ids'),
      request(t.server).post('/api/favorites').set('Origin', TEST_ORIGIN).send({ product_id: product.id }),
      request(t.server).delete(`/api/favorites/${product.id}`).set('Origin', TEST_ORIGIN),
      request(t.server).get(`/api/products/${product.id}/is-favorite`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'unauthenticated', message: 'Must be logged in to save favorites' });
    }
  });

  it('adds, reports, lists and removes a favourite', async () => {
    const product = await buildProduct(t.db, { name: 'Wooden train set' });
    const agent = await signedInAgent(t, await buildUser(t.db));
    expect((await agent.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: false });

    const added = await agent.post('/api/favorites').send({ product_id: product.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ product_id: product.id, id: expect.any(Number) });
    expect((await agent.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: true });

    const list = await agent.get('/api/favorites');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body).toMatchObject([{ id: product.id, name: 'Wooden train set', seller: { id: product.seller_id } }]);
    expect((await agent.get('/api/favorites/ids')).body).toEqual([product.id]);
    // a list of listings is the same for everyone: the member's marks come in their own answer
    expect((await agent.get('/api/products')).body[0]).not.toHaveProperty('is_favorite');

    expect((await agent.delete(`/api/favorites/${product.id}`)).status).toBe(204);
    expect((await agent.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: false });
    expect((await agent.get('/api/favorites')).body).toEqual([]);
    expect((await agent.get('/api/favorites/ids')).body).toEqual([]);
  });

  itOnSqlite(
    'answers an add with the favourite it made, even when a removal lands before the answer is written',
    'removes with a second SQLite connection',
    async () => {
      const product = await buildProduct(t.db);
      const member = await buildUser(t.db);
      // the removal commits the moment the add's insert has answered: before anything the add reads after it
      const { added, inserts } = await addWhileOthersWrite(member, product.id, () => ({ addFirst: false, removeAfter: true }));
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ product_id: product.id, id: expect.any(Number), created_at: expect.any(String) });
      expect(inserts).toBe(1);
      expect(await favoriteCount()).toBe(0);
    },
  );

  itOnSqlite(
    'saves a favourite that another add made and a removal took away while it was being saved',
    'adds and removes with a second SQLite connection',
    async () => {
      const product = await buildProduct(t.db);
      const member = await buildUser(t.db);
      // the first insert finds the favourite made by another add, and a removal takes it before the add reads it
      const { added, inserts } = await addWhileOthersWrite(member, product.id, (insert) => ({ addFirst: insert === 1, removeAfter: insert === 1 }));
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ product_id: product.id, user_id: member.id });
      expect(inserts).toBe(2);
      expect(await favoriteCount()).toBe(1);
    },
  );

  itOnSqlite(
    'answers 409 when other adds and removals change the favourite every time it tries',
    'adds and removes with a second SQLite connection',
    async () => {
      const product = await buildProduct(t.db);
      const member = await buildUser(t.db);
      const { added } = await addWhileOthersWrite(member, product.id, () => ({ addFirst: true, removeAfter: true }));
      expect([added.status, added.body.message]).toEqual([409, FAVORITE_CHANGED]);
    },
  );

  it('is idempotent: adding twice keeps one row, removing twice is fine', async () => {
    const product = await buildProduct(t.db);
    const agent = await signedInAgent(t, await buildUser(t.db));
    const first = await agent.post('/api/favorites').send({ product_id: product.id });
    const second = await agent.post('/api/favorites').send({ product_id: product.id });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await favoriteCount()).toBe(1);
    expect((await agent.delete(`/api/favorites/${product.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/favorites/${product.id}`)).status).toBe(204);
    expect(await favoriteCount()).toBe(0);
  });

  it("keeps each member's favourites to themselves", async () => {
    const product = await buildProduct(t.db);
    const emma = await signedInAgent(t, await buildUser(t.db));
    const liam = await signedInAgent(t, await buildUser(t.db));
    await emma.post('/api/favorites').send({ product_id: product.id });
    expect((await liam.get('/api/favorites')).body).toEqual([]);
    expect((await liam.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: false });
    expect((await liam.get('/api/favorites/ids')).body).toEqual([]);
    await liam.delete(`/api/favorites/${product.id}`);
    expect((await emma.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: true });
    expect((await emma.get('/api/favorites/ids')).body).toEqual([product.id]);
  });

  describe.each([
    ['in SQL', false],
    ['in memory', true],
  ])('the ids of the favourites a member may still see (%s)', (_way, inMemory) => {
    it('come most recently favourited first, sold ones too, none taken down or hidden', async () => {
      keepListingsInMemory(t.db, inMemory);
      const member = await buildUser(t.db);
      const agent = await signedInAgent(t, member);
      const [older, sold, newer, draft, hidden] = await Promise.all(
        ['Older favourite', 'Sold favourite', 'Newer favourite', 'Now a draft', 'Hidden by moderation'].map((name) => buildProduct(t.db, { name })),
      );
      await t
        .db('favorites')
        .insert(
          [older, sold, draft, hidden, newer].map((product, i) => ({ user_id: member.id, product_id: product!.id, created_at: minutesAgo(50 - i * 10) })),
        );
      await t.db('products').where({ id: draft!.id }).update({ status: 'draft' });
      await t.db('products').where({ id: sold!.id }).update({ status: 'sold' });
      await t
        .db('moderation_items')
        .insert({ target_type: 'product', target_id: hidden!.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
      expect(await listingIndexReady(t.db)).toBe(inMemory && !onPostgres);
      expect((await agent.get('/api/favorites/ids')).body).toEqual([newer!.id, sold!.id, older!.id]);
      expect((await agent.get('/api/favorites')).body.map((p: { id: number }) => p.id)).toEqual([newer!.id, sold!.id, older!.id]);
    });
  });

  it('lists the most recently favourited first, and hides listings that were taken down', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const user = (await agent.get('/api/auth/user')).body as { id: number };
    const older = await buildProduct(t.db, { name: 'Older favourite' });
    const newer = await buildProduct(t.db, { name: 'Newer favourite' });
    const hidden = await buildProduct(t.db, { name: 'Now a draft' });
    await t.db('favorites').insert([
      { user_id: user.id, product_id: older.id, created_at: minutesAgo(30) },
      { user_id: user.id, product_id: newer.id, created_at: minutesAgo(1) },
      { user_id: user.id, product_id: hidden.id, created_at: minutesAgo(5) },
    ]);
    await t.db('products').where({ id: hidden.id }).update({ status: 'draft' });
    const response = await agent.get('/api/favorites');
    expect(response.body.map((p: { name: string }) => p.name)).toEqual(['Newer favourite', 'Older favourite']);
    expect(response.headers['x-total-count']).toBe('2');
    expect((await agent.get('/api/favorites?pageSize=1&page=2')).body.map((p: { name: string }) => p.name)).toEqual(['Older favourite']);
    expect((await agent.get('/api/favorites/ids')).body).toEqual([newer.id, older.id]);
  });

  it.each([
    [{ product_id: 999_999 }, 404, 'Product not found'],
    [{ product_id: 'abc' }, 400, 'product_id must be a listing id'],
    [{ product_id: 1.5 }, 400, 'product_id must be a listing id'],
    [{ product_id: [1] }, 400, 'product_id must be a listing id'],
    [{ product_id: '0x1' }, 400, 'product_id must be a listing id'],
    [{ product_id: '1e0' }, 400, 'product_id must be a listing id'],
    [{}, 400, 'product_id is required'],
  ])('answers %j with %i', async (body, status, message) => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/favorites').send(body);
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect(await favoriteCount()).toBe(0);
  });

  it("answers 404 for someone else's draft and for ids that are not ids", async () => {
    const draft = await buildProduct(t.db, { status: 'draft' });
    const agent = await signedInAgent(t, await buildUser(t.db));
    expect((await agent.post('/api/favorites').send({ product_id: draft.id })).status).toBe(404);
    expect((await agent.get(`/api/products/${draft.id}/is-favorite`)).status).toBe(404);
    expect((await agent.get('/api/products/abc/is-favorite')).status).toBe(404);
    expect((await agent.delete('/api/favorites/abc')).status).toBe(404);
  });
});
