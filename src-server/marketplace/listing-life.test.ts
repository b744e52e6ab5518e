import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildConversation } from '../messaging/test/messaging-factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildProduct } from './test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const idsOf = (body: Array<{ id: number }>) => body.map((item) => item.id);

async function listedBySeller() {
  const seller = await buildUser(t.db);
  const product = await buildProduct(t.db, { seller_id: seller.id, name: 'Jogging stroller' });
  return { seller, product, agent: await signedInAgent(t, seller) };
}

describe('a reserved listing', () => {
  it('stays in lists and search with status reserved, and can still be contacted', async () => {
    const { seller, product, agent } = await listedBySeller();
    const changed = await agent.patch(`/api/products/${product.id}`).send({ status: 'reserved' });
    expect([changed.status, changed.body.status]).toEqual([200, 'reserved']);

    const list = await request(t.server).get('/api/products');
    expect(list.body.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[product.id, 'reserved']]);
    expect(idsOf((await request(t.server).get('/api/products?search=stroller')).body)).toEqual([product.id]);
    expect(idsOf((await request(t.server).get('/api/products?status=reserved')).body)).toEqual([product.id]);
    expect(idsOf((await request(t.server).get('/api/products?status=active')).body)).toEqual([product.id]);
    expect((await request(t.server).get(`/api/products/${product.id}`)).body.status).toBe('reserved');

    const buyer = await signedInAgent(t, await buildUser(t.db));
    const started = await buyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: product.id });
    expect(started.status).toBe(201);
  });

  it('goes back to active, and on to sold and back', async () => {
    const { product, agent } = await listedBySeller();
    for (const status of ['reserved', 'active', 'reserved', 'sold', 'reserved', 'active'] as const) {
      const changed = await agent.patch(`/api/products/${product.id}`).send({ status });
      expect([changed.status, changed.body.status]).toEqual([200, status]);
      expect((await request(t.server).get(`/api/products/${product.id}`)).body.status).toBe(status);
    }
    expect(idsOf((await request(t.server).get('/api/products?status=reserved')).body)).toEqual([]);
  });

  it('is set only by its seller (or an admin)', async () => {
    const { product } = await listedBySeller();
    const stranger = await signedInAgent(t, await buildUser(t.db));
    const refused = await stranger.patch(`/api/products/${product.id}`).send({ status: 'reserved' });
    expect(refused.status).toBe(403);
    expect((await request(t.server).get(`/api/products/${product.id}`)).body.status).toBe('active');
  });
});

describe('a sold listing', () => {
  it('keeps its page for everyone, marked sold', async () => {
    const { product, agent } = await listedBySeller();
    await agent.patch(`/api/products/${product.id}`).send({ status: 'sold' });
    const page = await request(t.server).get(`/api/products/${product.id}`);
    expect([page.status, page.body.status, page.body.name]).toEqual([200, 'sold', 'Jogging stroller']);
    const member = await signedInAgent(t, await buildUser(t.db));
    expect((await member.get(`/api/products/${product.id}`)).body.status).toBe('sold');
  });

  it('leaves lists and search, but not its seller’s own list', async () => {
    const { seller, product, agent } = await listedBySeller();
    await agent.patch(`/api/products/${product.id}`).send({ status: 'sold' });
    const stranger = await signedInAgent(t, await buildUser(t.db));
    for (const path of [
      '/api/products',
      '/api/products?search=stroller',
      '/api/products?status=all',
      '/api/products?status=sold',
      `/api/products?seller_id=${seller.id}`,
    ]) {
      expect(idsOf((await request(t.server).get(path)).body), path).toEqual([]);
      expect(idsOf((await stranger.get(path)).body), path).toEqual([]);
    }
    const own = await agent.get('/api/products/my');
    expect(own.body.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[product.id, 'sold']]);
  });

  it('stays in favourites and in the conversations about it', async () => {
    const { seller, product, agent } = await listedBySeller();
    const buyer = await buildUser(t.db);
    const buyerAgent = await signedInAgent(t, buyer);
    expect((await buyerAgent.post('/api/favorites').send({ product_id: product.id })).status).toBe(201);
    const { id: conversationId } = await buildConversation(t.db, buyer, seller, { product_id: product.id });
    await agent.patch(`/api/products/${product.id}`).send({ status: 'sold' });

    const favorites = await buyerAgent.get('/api/favorites');
    expect(favorites.body.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[product.id, 'sold']]);
    expect((await buyerAgent.get(`/api/products/${product.id}/is-favorite`)).body).toEqual({ isFavorite: true });
    const conversation = await buyerAgent.get(`/api/conversations/${conversationId}`);
    expect(conversation.body.product).toMatchObject({ id: product.id, name: 'Jogging stroller' });
    const conversations = await buyerAgent.get('/api/conversations');
    expect(JSON.stringify(conversations.body)).toContain('Jogging stroller');
  });

  it('still answers 404 once moderation hides it or its seller is deactivated', async () => {
    const { seller, product, agent } = await listedBySeller();
    await agent.patch(`/api/products/${product.id}`).send({ status: 'sold' });
    await t.db('users').where({ id: seller.id }).update({ deactivated_at: nowIso() });
    expect((await request(t.server).get(`/api/products/${product.id}`)).status).toBe(404);
    await t.db('users').where({ id: seller.id }).update({ deactivated_at: null });
    await t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: product.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
    expect((await request(t.server).get(`/api/products/${product.id}`)).status).toBe(404);
  });
});
