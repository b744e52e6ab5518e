import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { onPostgres } from '../test/test-database';
import { keepListingsInMemory, listingIndexReady } from '../marketplace';
import { openEventStream } from './test/event-stream';
import { buildConversation, buildListing } from './test/messaging-factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

async function thread(agent: Agent, conversationId: number) {
  const response = await agent.get(`/api/conversations/${conversationId}/messages`);
  expect(response.status).toBe(200);
  return response.body as { content: string; product_id: number | null; product: { id: number; name: string; image: string | null } | null }[];
}

const topics = (messages: Awaited<ReturnType<typeof thread>>) => messages.map((m) => [m.content, m.product?.name ?? null, m.product_id]);

/** A buyer who contacts a seller about two of their listings, one after the other. */
async function buyerAndSeller() {
  const [buyer, seller] = [await buildUser(t.db), await buildUser(t.db)];
  const crib = await buildListing(t.db, seller.id, { name: 'Wooden crib', image: '/uploads/crib.webp' });
  const pram = await buildListing(t.db, seller.id, { name: 'Vintage pram' });
  await settled();
  return { buyer, seller, crib, pram, asBuyer: await signedInAgent(t, buyer), asSeller: await signedInAgent(t, seller) };
}

let inMemory = false;

/** the listings kept in memory caught up with the last change, so the next reads use them */
async function settled() {
  if (inMemory) expect(await listingIndexReady(t.db)).toBe(true);
}

/** in SQL as on PostgreSQL; from the listings kept in memory once they are there (listing-index.ts) */
const WAYS = onPostgres ? ['in SQL'] : ['in SQL', 'in memory'];

for (const way of WAYS)
  describe(`the listing each message was sent about, ${way}`, () => {
    beforeEach(async () => {
      inMemory = way === 'in memory';
      keepListingsInMemory(t.db, inMemory);
      await settled();
    });

    it('stays with the message when the conversation moves on to another listing', async () => {
      const { seller, crib, pram, asBuyer, asSeller } = await buyerAndSeller();
      const { body: conversation } = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      const first = await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Is the crib still for sale?' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ product_id: crib.id, product: { id: crib.id, name: 'Wooden crib', image: '/uploads/crib.webp' } });
      await asSeller.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'It is!' });

      // Contact Seller on another listing: the same conversation, about the pram from now on
      const again = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: pram.id });
      expect(again.body).toMatchObject({ id: conversation.id, product: { id: pram.id } });
      await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'And the pram?' });

      const expected = [
        ['Is the crib still for sale?', 'Wooden crib', crib.id],
        ['It is!', 'Wooden crib', crib.id],
        ['And the pram?', 'Vintage pram', pram.id],
      ];
      expect(topics(await thread(asBuyer, conversation.id))).toEqual(expected);
      expect(topics(await thread(asSeller, conversation.id))).toEqual(expected);
      expect(await t.db('messages').orderBy('id').pluck('product_id')).toEqual([crib.id, crib.id, pram.id]);
    });

    it('is none for a conversation about no listing', async () => {
      const {
        id,
        members: [buyer],
      } = await buildConversation(t.db);
      const agent = await signedInAgent(t, buyer);
      const sent = await agent.post(`/api/conversations/${id}/messages`).send({ content: 'Hello' });
      expect(sent.body).toMatchObject({ product_id: null, product: null });
      expect(topics(await thread(agent, id))).toEqual([['Hello', null, null]]);
    });

    it.each(['draft', 'archived'])('of a listing now %s shows nothing to the buyer, but to its seller and to admins', async (status) => {
      const { seller, crib, asBuyer, asSeller } = await buyerAndSeller();
      const asAdmin = await signedInAgent(t, await buildAdmin(t.db));
      const { body: conversation } = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Still available?' });
      const { body: adminConversation } = await asAdmin.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      await asAdmin.post(`/api/conversations/${adminConversation.id}/messages`).send({ content: 'Is this one yours?' });
      await t.db('products').where({ id: crib.id }).update({ status });
      await settled();

      expect(topics(await thread(asBuyer, conversation.id))).toEqual([['Still available?', null, null]]);
      expect(topics(await thread(asSeller, conversation.id))).toEqual([['Still available?', 'Wooden crib', crib.id]]);
      expect(topics(await thread(asAdmin, adminConversation.id))).toEqual([['Is this one yours?', 'Wooden crib', crib.id]]);
      const sentNow = await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Hello?' });
      expect(sentNow.body).toMatchObject({ product_id: null, product: null });
      expect(JSON.stringify(sentNow.body)).not.toContain('Wooden crib');
    });

    it('of a listing now sold still shows it to the buyer', async () => {
      const { seller, crib, asBuyer } = await buyerAndSeller();
      const { body: conversation } = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Still available?' });
      await t.db('products').where({ id: crib.id }).update({ status: 'sold' });
      await settled();
      expect(topics(await thread(asBuyer, conversation.id))).toEqual([['Still available?', 'Wooden crib', crib.id]]);
    });

    it('is cleared when the listing is deleted, and the messages stay', async () => {
      const { seller, crib, asBuyer } = await buyerAndSeller();
      const { body: conversation } = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Still available?' });
      await t.db('products').where({ id: crib.id }).delete();
      await settled();
      expect(topics(await thread(asBuyer, conversation.id))).toEqual([['Still available?', null, null]]);
    });

    it("reaches each member's live stream as that member may see it", async () => {
      const { buyer, seller, crib, asBuyer } = await buyerAndSeller();
      const { body: conversation } = await asBuyer.post('/api/conversations').send({ recipient_id: seller.id, product_id: crib.id });
      // the seller took the crib off sale: the buyer no longer sees it, the seller does
      await t.db('products').where({ id: crib.id }).update({ status: 'draft' });
      await settled();

      const server: Server = t.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const cookieOf = async (user: BuiltUser) => {
          const response = await request(t.server).post('/api/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password: user.password });
          return ([] as string[])
            .concat(response.headers['set-cookie'] ?? [])
            .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
            .split(';')[0]!;
        };
        const [buyerStream, sellerStream] = [await openEventStream(baseUrl, await cookieOf(buyer)), await openEventStream(baseUrl, await cookieOf(seller))];
        try {
          await buyerStream.next();
          await sellerStream.next();
          await asBuyer.post(`/api/conversations/${conversation.id}/messages`).send({ content: 'Did it sell?' });
          expect((await buyerStream.next()).data).toMatchObject({ message: { content: 'Did it sell?', product_id: null, product: null } });
          expect((await sellerStream.next()).data).toMatchObject({
            message: { content: 'Did it sell?', product_id: crib.id, product: { name: 'Wooden crib' } },
          });
        } finally {
          buyerStream.close();
          sellerStream.close();
        }
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
