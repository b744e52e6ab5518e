import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';
import { buildConversation } from '../messaging/test/messaging-factories';
import { buildBlog } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { addressNumber, buildStandingMember } from '../moderation/test/report-fixtures';
import { notify } from './notify';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
});
afterEach(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const texts = (response: request.Response) => (response.body as Array<{ text: string }>).map((n) => n.text);
const notificationsOf = async (user: BuiltUser) => t.db('notifications').where({ user_id: user.id }).orderBy('id').select('kind', 'text', 'url', 'read_at');

let addresses = 0;

/** Reports by members whose reports weigh, each from an address of their own (see report-standing.ts). */
async function reportBy(count: number, targetId: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const agent = await signedInAgent(t, await buildStandingMember(t.db));
    const response = await agent
      .post('/api/reports')
      .set('X-Forwarded-For', addressNumber(++addresses))
      .send({ targetType: 'product', targetId, reason: 'spam' });
    expect(response.status).toBe(201);
  }
}

describe('the notifications API', () => {
  it("lists the member's own, newest first and paged, with the unread count", async () => {
    const emma = await buildUser(t.db);
    const liam = await buildUser(t.db);
    for (const n of [1, 2, 3]) await notify(t.db, { userId: emma.id, kind: 'favorite_sold', text: `Sold ${n}`, url: `/marketplace/listing/${n}` });
    await notify(t.db, { userId: liam.id, kind: 'favorite_sold', text: 'Not yours', url: '/' });
    const agent = await signedInAgent(t, emma);

    const first = await agent.get('/api/notifications?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(texts(first)).toEqual(['Sold 3', 'Sold 2']);
    expect(first.body[0]).toEqual({
      id: expect.any(Number),
      kind: 'favorite_sold',
      text: 'Sold 3',
      url: '/marketplace/listing/3',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(texts(await agent.get('/api/notifications?pageSize=2&page=2'))).toEqual(['Sold 1']);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });
  });

  it('marks the given ids read (never another member’s), then all of them when ids is absent', async () => {
    const emma = await buildUser(t.db);
    const liam = await buildUser(t.db);
    await notify(t.db, [
      { userId: emma.id, kind: 'message', text: 'One', url: '/' },
      { userId: emma.id, kind: 'message', text: 'Two', url: '/' },
      { userId: liam.id, kind: 'message', text: 'Liam’s', url: '/' },
    ]);
    const [one, , liams] = await t.db('notifications').orderBy('id').pluck('id');
    const agent = await signedInAgent(t, emma);

    const marked = await agent.post('/api/notifications/read').send({ ids: [one, liams] });
    expect([marked.status, marked.body]).toEqual([200, { count: 1 }]);
    const list = (await agent.get('/api/notifications')).body as Array<{ text: string; readAt: string | null }>;
    expect(list.map((n) => [n.text, n.readAt !== null])).toEqual([
      ['Two', false],
      ['One', true],
    ]);
    expect((await t.db('notifications').where({ id: liams }).first()).read_at).toBeNull();

    expect((await agent.post('/api/notifications/read').send({})).body).toEqual({ count: 0 });
    expect((await t.db('notifications').where({ user_id: liam.id }).whereNull('read_at').count({ n: '*' }).first())?.['n']).toEqual(expect.anything());
    expect(Number((await t.db('notifications').where({ user_id: liam.id }).whereNull('read_at').count({ n: '*' }).first())?.['n'])).toBe(1);
  });

  it('answers 401 signed out and 400 for ids that are not ids', async () => {
    expect((await request(t.server).get('/api/notifications')).status).toBe(401);
    expect((await request(t.server).get('/api/notifications/unread-count')).status).toBe(401);
    const agent = await signedInAgent(t, await buildUser(t.db));
    for (const ids of ['all', [0], ['x'], [1.5], { a: 1 }]) {
      const response = await agent.post('/api/notifications/read').send({ ids });
      expect([response.status, response.body.message]).toEqual([400, expect.stringMatching(/ids/)]);
    }
  });

  it('leaves out members who are gone', async () => {
    const gone = await buildUser(t.db, { deleted_at: new Date().toISOString() });
    await notify(t.db, { userId: gone.id, kind: 'message', text: 'Hello', url: '/' });
    expect(await notificationsOf(gone)).toEqual([]);
  });
});

describe('a new message', () => {
  it('notifies the recipient once until they read the conversation, which reads the notification too', async () => {
    const emma = await buildUser(t.db, { display_name: 'Emma W' });
    const liam = await buildUser(t.db);
    const { id } = await buildConversation(t.db, emma, liam);
    const sender = await signedInAgent(t, emma);
    expect((await sender.post(`/api/conversations/${id}/messages`).send({ content: 'Is the crib still there?' })).status).toBe(201);
    expect((await sender.post(`/api/conversations/${id}/messages`).send({ content: 'I could pick it up today' })).status).toBe(201);
    expect(await notificationsOf(liam)).toEqual([{ kind: 'message', text: 'New message from Emma W', url: `/messages/conversation/${id}`, read_at: null }]);
    expect(await notificationsOf(emma)).toEqual([]);

    const reader = await signedInAgent(t, liam);
    await reader.get(`/api/conversations/${id}/messages`);
    expect((await reader.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });

  it("reaches the recipient's open tabs as a live notification count", async () => {
    const server: Server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    let stream: EventStreamClient | undefined;
    try {
      const emma = await buildUser(t.db);
      const liam = await buildUser(t.db);
      const { id } = await buildConversation(t.db, emma, liam);
      stream = await openEventStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, await sessionCookieOf(t, liam));
      await (await signedInAgent(t, emma)).post(`/api/conversations/${id}/messages`).send({ content: 'Hello' });
      let event = await stream.next();
      while (event.event !== 'notification-count') event = await stream.next();
      expect(event.data).toEqual({ count: 1 });
    } finally {
      stream?.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('comment decisions', () => {
  /** a member's comment as they post it: pending, with its place in the queue */
  async function pendingComment() {
    const author = await buildUser(t.db);
    const post = (await t.db('blogs').where({ slug: 'sleep-tips' }).first()) ?? (await buildBlog(t.db, { title: 'Sleep tips', slug: 'sleep-tips' }));
    const response = await (await signedInAgent(t, author)).post('/api/comments').send({ content: 'Thanks!', content_type: 'blog', content_id: post['id'] });
    expect(response.body.status).toBe('pending');
    return { author, id: Number(response.body.id) };
  }

  it('tell the author when their pending comment is approved or rejected, and only then', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const approved = await pendingComment();
    await admin.patch(`/api/admin/comments/${approved.id}/status`).send({ status: 'approved' });
    expect(await notificationsOf(approved.author)).toEqual([
      { kind: 'comment_approved', text: 'Your comment on “Sleep tips” was approved', url: `/blog/post/sleep-tips#comment-${approved.id}`, read_at: null },
    ]);
    // deciding again changes nothing the author has not heard
    await admin.patch(`/api/admin/comments/${approved.id}/status`).send({ status: 'approved' });
    expect(await notificationsOf(approved.author)).toHaveLength(1);

    const rejected = await pendingComment();
    await admin.patch(`/api/admin/comments/${rejected.id}/status`).send({ status: 'rejected' });
    expect(await notificationsOf(rejected.author)).toEqual([
      { kind: 'comment_rejected', text: 'Your comment on “Sleep tips” was not approved', url: '/blog/post/sleep-tips', read_at: null },
    ]);
  });

  it('from the moderation queue tell the author too', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const { author } = await pendingComment();
    const [item] = (await admin.get('/api/admin/queue')).body;
    expect((await admin.patch(`/api/admin/queue/${item.id}`).send({ action: 'reject' })).status).toBe(200);
    expect((await notificationsOf(author)).map((n) => n.kind)).toEqual(['comment_rejected']);
  });
});

describe('listing moderation', () => {
  it('tells the seller when reports hide the listing, and whether a moderator kept or removed it', async () => {
    const admin: Agent = await signedInAgent(t, await buildAdmin(t.db));
    const seller = await buildUser(t.db);
    const kept = await buildProduct(t.db, { seller_id: seller.id, name: 'Wooden crib' });
    const removed = await buildProduct(t.db, { seller_id: seller.id, name: 'Old pram' });
    await reportBy(2, kept.id);
    expect(await notificationsOf(seller)).toEqual([]);
    await reportBy(1, kept.id);
    await reportBy(3, removed.id);
    const url = `/marketplace/listing/${kept.id}`;
    expect(await notificationsOf(seller)).toEqual([
      { kind: 'listing_hidden', text: 'Your listing “Wooden crib” was reported and is hidden until a moderator reviews it', url, read_at: null },
      { kind: 'listing_hidden', text: expect.stringContaining('Old pram'), url: `/marketplace/listing/${removed.id}`, read_at: null },
    ]);

    const items = (await admin.get('/api/admin/queue')).body as Array<{ id: number; targetId: number }>;
    await admin.patch(`/api/admin/queue/${items.find((i) => i.targetId === kept.id)!.id}`).send({ action: 'approve' });
    await admin.patch(`/api/admin/queue/${items.find((i) => i.targetId === removed.id)!.id}`).send({ action: 'reject' });
    expect((await notificationsOf(seller)).slice(2)).toEqual([
      { kind: 'listing_kept', text: 'Your listing “Wooden crib” was reviewed and is shown again', url, read_at: null },
      { kind: 'listing_removed', text: 'Your listing “Old pram” was removed by a moderator', url: `/marketplace/listing/${removed.id}`, read_at: null },
    ]);
  });
});

describe('favourites', () => {
  it('tell the members who saved a listing when it sells or its price goes down, never the seller', async () => {
    const seller = await buildUser(t.db);
    const saver = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: seller.id, name: 'Wooden crib', price: 12000 });
    await (await signedInAgent(t, saver)).post('/api/favorites').send({ product_id: listing.id });
    const agent = await signedInAgent(t, seller);
    await agent.patch(`/api/products/${listing.id}`).send({ price: 15000 });
    expect(await notificationsOf(saver)).toEqual([]);
    await agent.patch(`/api/products/${listing.id}`).send({ price: 9000 });
    await agent.patch(`/api/products/${listing.id}`).send({ status: 'sold' });
    expect(await notificationsOf(saver)).toEqual([
      {
        kind: 'favorite_price_reduced',
        text: '“Wooden crib”, which you saved, is now $90.00 (was $150.00)',
        url: `/marketplace/listing/${listing.id}`,
        read_at: null,
      },
      { kind: 'favorite_sold', text: '“Wooden crib”, which you saved, has sold', url: `/marketplace/listing/${listing.id}`, read_at: null },
    ]);
    expect(await notificationsOf(seller)).toEqual([]);
  });

  it('tell the members who saved a listing when it is reserved', async () => {
    const seller = await buildUser(t.db);
    const saver = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: seller.id, name: 'Oak crib', price: 12000 });
    await (await signedInAgent(t, saver)).post('/api/favorites').send({ product_id: listing.id });
    expect((await (await signedInAgent(t, seller)).patch(`/api/products/${listing.id}`).send({ status: 'reserved' })).status).toBe(200);
    expect(await notificationsOf(saver)).toEqual([
      {
        kind: 'favorite_reserved',
        text: '“Oak crib”, which you saved, is reserved for another buyer',
        url: `/marketplace/listing/${listing.id}`,
        read_at: null,
      },
    ]);
  });
});
