import Database from 'better-sqlite3';
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { listen } from '../test/listening';
import { signedInAgent } from '../test/sign-in';
import express from 'express';
import { createApp } from '../app';
import { nowIso } from '../db/time';
import { listingIndexReady } from '../marketplace/listing-index';
import { answerCache } from './answer-cache';
import { createTestApp, TEST_ORIGIN, testAppDeps, type TestApp } from '../test/test-app';
import { itOnSqlite, onPostgres } from '../test/test-database';
import { buildCategory, buildProduct } from '../marketplace/test/factories';

/*
 * Nothing is cached that a write can make stale: every cached read is asked once to fill the
 * cache, asked again to show it is answered from memory (no SQL at all on SQLite), then a write
 * follows and the very next read must show it.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Agent = ReturnType<TestApp['agent']>;

/** GETs path and counts the SQL statements the server ran for it. */
async function getCounting(path: string, agent?: Agent) {
  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => statements.push(query.sql);
  t.db.on('query', onQuery);
  const response = await (agent ?? request(t.server)).get(path);
  t.db.off('query', onQuery);
  return { response, statements };
}

/** Reads twice; on SQLite the second answer must come from memory, on PostgreSQL from the database. */
async function primed(path: string, agent?: Agent) {
  await getCounting(path, agent);
  const again = await getCounting(path, agent);
  expect(again.response.status).toBe(200);
  if (onPostgres) expect(again.statements.length).toBeGreaterThan(0);
  else expect(again.statements).toEqual([]);
  return again.response;
}

const names = (body: { name: string }[]) => body.map((product) => product.name);

async function sellerWithListing(): Promise<{ seller: BuiltUser; agent: Agent; productId: number; categoryId: number }> {
  const seller = await buildUser(t.db);
  const category = await buildCategory(t.db);
  const product = await buildProduct(t.db, { name: 'Oak crib', seller_id: seller.id, category_id: category.id });
  return { seller, agent: await signedInAgent(t, seller), productId: product.id, categoryId: category.id };
}

describe('cached answers follow every write at once', () => {
  it("a new listing shows in the list, its count and the seller's own list", async () => {
    const { agent, categoryId } = await sellerWithListing();
    expect(names((await primed('/api/products')).body)).toEqual(['Oak crib']);
    expect(names((await primed('/api/products/my', agent)).body)).toEqual(['Oak crib']);
    const created = await agent.post('/api/products').send({
      name: 'Pine crib',
      description: 'Solid pine, no marks.',
      price: 9000,
      category_id: categoryId,
      condition: 'good',
      location: 'Leeds',
    });
    expect(created.status).toBe(201);
    const list = await request(t.server).get('/api/products');
    expect(names(list.body)).toEqual(['Pine crib', 'Oak crib']);
    expect(list.headers['x-total-count']).toBe('2');
    expect(names((await agent.get('/api/products/my')).body)).toEqual(['Pine crib', 'Oak crib']);
  });

  it("an edit shows in the list, a search, the listing itself and a member's favourites", async () => {
    const { agent, productId } = await sellerWithListing();
    const fan = await signedInAgent(t, await buildUser(t.db));
    expect((await fan.post('/api/favorites').send({ product_id: productId })).status).toBe(201);
    expect(names((await primed('/api/favorites', fan)).body)).toEqual(['Oak crib']);
    await primed('/api/products');
    await primed('/api/products?search=walnut');
    await primed(`/api/products/${productId}`);
    expect((await agent.patch(`/api/products/${productId}`).send({ name: 'Walnut crib' })).status).toBe(200);
    expect(names((await request(t.server).get('/api/products')).body)).toEqual(['Walnut crib']);
    expect(names((await request(t.server).get('/api/products?search=walnut')).body)).toEqual(['Walnut crib']);
    expect((await request(t.server).get(`/api/products/${productId}`)).body.name).toBe('Walnut crib');
    expect(names((await fan.get('/api/favorites')).body)).toEqual(['Walnut crib']);
  });

  it('a deletion empties the list and the listing answers 404', async () => {
    const { agent, productId } = await sellerWithListing();
    await primed('/api/products');
    await primed(`/api/products/${productId}`);
    expect((await agent.delete(`/api/products/${productId}`)).status).toBe(204);
    const list = await request(t.server).get('/api/products');
    expect(list.body).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
    expect((await request(t.server).get(`/api/products/${productId}`)).status).toBe(404);
  });

  it('a new comment shows in the comment list', async () => {
    const post = await buildBlog(t.db);
    const path = `/api/comments/blog/${post['id']}`;
    expect((await primed(path)).body).toEqual([]);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.post('/api/comments').send({ content: 'Thanks all', content_type: 'blog', content_id: post['id'] })).status).toBe(201);
    expect((await request(t.server).get(path)).body.map((comment: { content: string }) => comment.content)).toEqual(['Thanks all']);
  });

  it("a role change applies to the member's next request: their user, their rights, what they see", async () => {
    const member = await buildUser(t.db);
    const memberAgent = await signedInAgent(t, member);
    await buildProduct(t.db, { name: "Someone's draft", status: 'draft' });
    expect((await primed('/api/auth/user', memberAgent)).body.role).toBe('user');
    expect((await primed('/api/products?status=draft', memberAgent)).body).toEqual([]);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.patch(`/api/admin/users/${member.id}/role`).send({ role: 'admin' })).status).toBe(200);
    expect((await memberAgent.get('/api/auth/user')).body.role).toBe('admin');
    expect(names((await memberAgent.get('/api/products?status=draft')).body)).toEqual(["Someone's draft"]);
    expect((await memberAgent.get('/api/admin/stats')).status).toBe(200);
  });

  it("keeps the signed-in member's own answer, and shows a change of their profile at once", async () => {
    const member = await buildUser(t.db);
    const memberAgent = await signedInAgent(t, member);
    const first = await memberAgent.get('/api/auth/user');
    // an answer kept is named by the versions it was made at; one not kept by a hash of its body
    if (!onPostgres) expect(String(first.headers['etag'])).toMatch(/^W\/"v/);
    expect((await primed('/api/auth/user', memberAgent)).body.displayName).toBe(first.body.displayName);
    expect((await memberAgent.patch(`/api/users/${member.id}`).send({ displayName: 'Robin Fields' })).status).toBe(200);
    expect((await memberAgent.get('/api/auth/user')).body.displayName).toBe('Robin Fields');
  });

  it("tells shared caches to keep none of a member's answers, kept or fresh", async () => {
    const member = await buildUser(t.db);
    const memberAgent = await signedInAgent(t, member);
    for (const path of ['/api/favorites', '/api/favorites', '/api/conversations', '/api/auth/user']) {
      expect((await memberAgent.get(path)).headers['cache-control']).toBe('private, no-cache');
    }
    expect((await request(t.server).get('/api/products')).headers['cache-control']).toBeUndefined();
  });

  it("keeps one member's answer from another", async () => {
    const { agent: sellerAgent, productId } = await sellerWithListing();
    await t.db('products').where({ id: productId }).update({ status: 'draft' });
    expect(names((await primed('/api/products?status=all', sellerAgent)).body)).toEqual(['Oak crib']);
    const other = await signedInAgent(t, await buildUser(t.db));
    expect((await other.get('/api/products?status=all')).body).toEqual([]);
    expect((await request(t.server).get('/api/products?status=all')).body).toEqual([]);
  });

  itOnSqlite('a write by another program on the same database file shows at once', 'writes with a second SQLite connection', async () => {
    const { productId } = await sellerWithListing();
    await primed(`/api/products/${productId}`);
    const filename = (t.db.client.config.connection as { filename: string }).filename;
    const other = new Database(filename);
    try {
      other.prepare('UPDATE products SET name = ? WHERE id = ?').run('Cherry crib', productId);
    } finally {
      other.close();
    }
    expect((await request(t.server).get(`/api/products/${productId}`)).body.name).toBe('Cherry crib');
  });
});

describe('one kept answer for everyone who sees the same listings (SQLite; PostgreSQL caches nothing)', () => {
  const hide = (productId: number) =>
    t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: productId, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });

  /** Waits for the listings to be kept in memory, and reads who sees what into it (a list does). */
  async function listingsInMemory() {
    expect(await listingIndexReady(t.db)).toBe(true);
    await request(t.server).get('/api/products?page=1');
  }

  itOnSqlite("answers a member who sees what anyone sees with anyone's kept answer", 'per-process cache', async () => {
    const { productId } = await sellerWithListing();
    const memberAgent = await signedInAgent(t, await buildUser(t.db));
    // the member's session and row, read once
    await primed('/api/auth/user', memberAgent);
    await listingsInMemory();
    for (const path of ['/api/products', `/api/products/${productId}`, '/api/products?status=reserved']) {
      const anyone = await primed(path);
      const member = await stillCached(path, memberAgent);
      expect([member.text, member.headers['etag']]).toEqual([anyone.text, anyone.headers['etag']]);
      expect(member.headers['cache-control']).toBe('private, no-cache');
    }
  });

  itOnSqlite('answers a seller whose listing is kept from the public with their own list, and anyone never with it', 'per-process cache', async () => {
    const { agent: sellerAgent, productId } = await sellerWithListing();
    await buildProduct(t.db, { name: 'Pine dresser' });
    await hide(productId);
    await listingsInMemory();
    // anyone's answer kept first, then the seller's; the other way round on another address
    expect(names((await primed('/api/products')).body)).toEqual(['Pine dresser']);
    expect(names((await sellerAgent.get('/api/products')).body)).toEqual(['Pine dresser', 'Oak crib']);
    expect(names((await primed('/api/products?sort=newest', sellerAgent)).body)).toEqual(['Pine dresser', 'Oak crib']);
    expect(names((await request(t.server).get('/api/products?sort=newest')).body)).toEqual(['Pine dresser']);
    expect(names((await request(t.server).get('/api/products')).body)).toEqual(['Pine dresser']);
  });

  itOnSqlite("answers a seller on their listing's page with what moderation did to it, and anyone without", 'per-process cache', async () => {
    const { agent: sellerAgent, productId } = await sellerWithListing();
    const memberAgent = await signedInAgent(t, await buildUser(t.db));
    await listingsInMemory();
    const anyone = await primed(`/api/products/${productId}`);
    expect(anyone.body).not.toHaveProperty('moderation');
    expect((await sellerAgent.get(`/api/products/${productId}`)).body).toHaveProperty('moderation', null);
    expect((await memberAgent.get(`/api/products/${productId}`)).body).not.toHaveProperty('moderation');
    expect((await request(t.server).get(`/api/products/${productId}`)).body).not.toHaveProperty('moderation');
  });

  itOnSqlite("keeps an answer begun as anyone's for the member alone, should what they see change before it is made", 'per-process cache', async () => {
    const member = await buildUser(t.db);
    await buildProduct(t.db, { name: 'Oak crib' });
    let asked = 0;
    let made = 0;
    // anyone's answer when the request comes in; no longer by the time the handler has read the listings
    const answers = answerCache(
      t.db,
      () => [],
      () => (asked += 1) === 1,
    );
    const app = express();
    app.use((req, _res, next) => {
      if (req.headers['x-member']) req.user = { ...member, role: 'member' } as unknown as NonNullable<express.Request['user']>;
      next();
    });
    app.use('/api', answers.start, answers.serve, async (_req: express.Request, res: express.Response) => {
      made += 1;
      res.json(await t.db('products').select('name'));
    });
    expect((await request(app).get('/api/products').set('x-member', '1')).body).toEqual([{ name: 'Oak crib' }]);
    expect((await request(app).get('/api/products')).body).toEqual([{ name: 'Oak crib' }]);
    expect(made).toBe(2);
  });
});

/** Reads path and expects the answer from memory: on SQLite not one statement ran for it. */
async function stillCached(path: string, agent?: Agent) {
  const { response, statements } = await getCounting(path, agent);
  expect(response.status).toBe(200);
  expect(statements).toEqual([]);
  return response;
}

describe('a write leaves the answers it cannot change in the cache (SQLite; PostgreSQL caches nothing)', () => {
  itOnSqlite("a favourite changes the member's own answers only", 'per-process cache', async () => {
    const { productId } = await sellerWithListing();
    const member = await buildUser(t.db);
    const memberAgent = await signedInAgent(t, member);
    const otherAgent = await signedInAgent(t, await buildUser(t.db));
    await primed('/api/products');
    await primed('/api/products', memberAgent);
    await primed('/api/products', otherAgent);
    for (const agent of [memberAgent, otherAgent]) {
      expect((await primed('/api/favorites/ids', agent)).body).toEqual([]);
      expect((await primed('/api/favorites', agent)).body).toEqual([]);
    }
    expect((await memberAgent.post('/api/favorites').send({ product_id: productId })).status).toBe(201);
    expect((await memberAgent.get('/api/favorites/ids')).body).toEqual([productId]);
    expect((await memberAgent.get('/api/favorites')).body.map((product: { id: number }) => product.id)).toEqual([productId]);
    // the lists carry no one's favourites: every one of them is still the answer kept
    await stillCached('/api/products');
    await stillCached('/api/products', memberAgent);
    await stillCached('/api/products', otherAgent);
    expect((await stillCached('/api/favorites/ids', otherAgent)).body).toEqual([]);
    expect((await stillCached('/api/favorites', otherAgent)).body).toEqual([]);
    expect((await memberAgent.delete(`/api/favorites/${productId}`)).status).toBe(204);
    expect((await memberAgent.get('/api/favorites/ids')).body).toEqual([]);
    expect((await memberAgent.get('/api/favorites')).body).toEqual([]);
    await stillCached('/api/products', memberAgent);
    await stillCached('/api/products', otherAgent);
  });

  itOnSqlite('a new listing changes the lists of listings, not the blog', 'per-process cache', async () => {
    const { agent, categoryId } = await sellerWithListing();
    await buildBlog(t.db, { title: 'Sleep tips', author_id: (await buildAdmin(t.db)).id });
    await primed('/api/blogs');
    await primed('/api/products');
    const listing = {
      name: 'Pine crib',
      description: 'Solid pine, mattress included.',
      price: 4000,
      condition: 'good',
      category_id: categoryId,
      location: 'Leeds',
    };
    const created = await agent.post('/api/products').send(listing);
    expect(created.status, created.text).toBe(201);
    expect(names((await request(t.server).get('/api/products')).body)).toEqual(['Pine crib', 'Oak crib']);
    await stillCached('/api/blogs');
  });

  itOnSqlite("a message changes both members' conversations, not the listings", 'per-process cache', async () => {
    const { seller, productId } = await sellerWithListing();
    const buyer = await buildUser(t.db);
    const buyerAgent = await signedInAgent(t, buyer);
    const sellerAgent = await signedInAgent(t, seller);
    const started = await buyerAgent.post('/api/conversations').send({ recipient_id: seller.id, product_id: productId });
    expect(started.status).toBeLessThan(300);
    await primed('/api/conversations', sellerAgent);
    await primed('/api/messages/unread-count', sellerAgent);
    await primed('/api/products');
    expect((await buyerAgent.post(`/api/conversations/${started.body.id}/messages`).send({ content: 'Is it still there?' })).status).toBe(201);
    expect((await sellerAgent.get('/api/messages/unread-count')).body).not.toEqual((await buyerAgent.get('/api/messages/unread-count')).body);
    const [conversation] = (await sellerAgent.get('/api/conversations')).body as {
      last_message?: { content: string } | null;
      lastMessage?: { content: string } | null;
    }[];
    expect(JSON.stringify(conversation)).toContain('Is it still there?');
    await stillCached('/api/products');
  });

  itOnSqlite('a new post changes the blog, not the listings; deleting a listing reaches the favourites it cascades to', 'per-process cache', async () => {
    const { agent: sellerAgent, productId } = await sellerWithListing();
    const member = await buildUser(t.db);
    const memberAgent = await signedInAgent(t, member);
    // the author exists before the lists are read: a new member changes the users every list reads
    const author = await buildAdmin(t.db);
    expect((await memberAgent.post('/api/favorites').send({ product_id: productId })).status).toBe(201);
    await primed('/api/products');
    expect((await primed('/api/favorites', memberAgent)).body).toHaveLength(1);
    await primed('/api/blogs');
    await buildBlog(t.db, { title: 'Weaning', author_id: author.id });
    expect((await request(t.server).get('/api/blogs')).body.map((post: { title: string }) => post.title)).toEqual(['Weaning']);
    await stillCached('/api/products');
    expect((await sellerAgent.delete(`/api/products/${productId}`)).status).toBe(204);
    expect((await memberAgent.get('/api/favorites')).body).toEqual([]);
    expect((await request(t.server).get('/api/products')).body).toEqual([]);
  });
});

describe('ETags', () => {
  it('answers 304 to a read whose ETag the browser already holds, and 200 once a write changed it', async () => {
    const { agent, productId } = await sellerWithListing();
    const first = await request(t.server).get('/api/products');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\//);
    expect((await request(t.server).get('/api/products').set('If-None-Match', etag)).status).toBe(304);
    const compressed = await request(t.server).get('/api/products').set('If-None-Match', etag).set('Accept-Encoding', 'br');
    expect([compressed.status, compressed.headers['content-encoding']]).toEqual([304, undefined]);
    await agent.patch(`/api/products/${productId}`).send({ name: 'Walnut crib' });
    const changed = await request(t.server).get('/api/products').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(names(changed.body)).toEqual(['Walnut crib']);
  });

  itOnSqlite('name the versions an answer was made at, so another server (or a restart) never matches them', 'per-process cache', async () => {
    await sellerWithListing();
    const first = await request(t.server).get('/api/products');
    const restarted = createApp(testAppDeps(t.db, t.dataDir));
    const again = await request(restarted).get('/api/products').set('If-None-Match', String(first.headers['etag']));
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['etag']).not.toBe(first.headers['etag']);
    expect((await request(restarted).get('/api/products').set('If-None-Match', String(again.headers['etag']))).status).toBe(304);
  });
});

describe('compression', () => {
  /** The status, encoding and bytes exactly as sent. */
  function raw(port: number, path: string, acceptEncoding: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
    return new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('sends a kept answer in Brotli to a browser that takes it, the same JSON as without', async () => {
    for (let i = 0; i < 6; i += 1) await buildProduct(t.db);
    const server = await listen(t.app);
    try {
      await raw(server.port, '/api/products', 'identity');
      const plain = await raw(server.port, '/api/products', 'identity');
      expect(plain.encoding).toBeUndefined();
      // the first sends get a quick copy, the later ones a thorough one (kept-encodings.ts): each the same JSON
      for (let send = 0; send < 5; send += 1) {
        const compressed = await raw(server.port, '/api/products', 'gzip, deflate, br');
        expect(compressed.encoding).toBe(onPostgres ? undefined : 'br');
        const text = onPostgres ? compressed.body.toString() : brotliDecompressSync(compressed.body).toString();
        expect(JSON.parse(text)).toEqual(JSON.parse(plain.body.toString()));
        if (!onPostgres) expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      }
    } finally {
      await server.close();
    }
  });
});

describe('answers from memory', () => {
  it('are the same text, type and validator as the answer that was kept', async () => {
    await buildProduct(t.db, { name: 'Crème brûlée highchair' });
    const first = await request(t.server).get('/api/products');
    const again = await primed('/api/products');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect([again.text, again.headers['etag']]).toEqual([first.text, first.headers['etag']]);
    expect(names(again.body)).toEqual(['Crème brûlée highchair']);
  });
});

describe('session work', () => {
  it('a visitor without a session cookie gets no cookie and costs no session read or write', async () => {
    await buildProduct(t.db);
    const { response, statements } = await getCounting('/api/products');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(statements.filter((sql) => /sessions/.test(sql))).toEqual([]);
    expect(await t.db('sessions').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('a signed-in read writes nothing to the sessions table and sends no cookie', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const { response, statements } = await getCounting('/api/auth/user', agent);
    expect(response.status).toBe(200);
    // an answer that renewed the cookie could put back a session ended while it was on its way
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(statements.filter((sql) => /^(update|insert|delete)/i.test(sql) && /\bsessions\b/.test(sql))).toEqual([]);
  });

  it('signing out still ends the session at once', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    await primed('/api/auth/user', agent);
    expect((await agent.post('/api/logout').set('Origin', TEST_ORIGIN)).status).toBe(204);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
