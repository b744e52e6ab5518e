import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';
import { buildConversation, buildMessage } from '../messaging/test/messaging-factories';

let t: TestApp;
let server: Server;
let baseUrl: string;
const streams: EventStreamClient[] = [];

beforeEach(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function cookieOf(user: BuiltUser): Promise<string> {
  const response = await request(t.server).post('/api/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password: user.password });
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
}

async function streamOf(user: BuiltUser): Promise<EventStreamClient> {
  const stream = await openEventStream(baseUrl, await cookieOf(user));
  streams.push(stream);
  return stream;
}

describe('GET /api/events', () => {
  it('answers 401 when signed out', async () => {
    const response = await request(t.server).get('/api/events');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it("opens an unbuffered event stream that starts with the member's unread count", async () => {
    const {
      id,
      members: [buyer, seller],
    } = await buildConversation(t.db);
    await buildMessage(t.db, id, buyer.id);
    const stream = await streamOf(seller);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toMatch(/no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
  });

  it("delivers a new message and the new unread count to the other member, and the message to the sender's tabs", async () => {
    const {
      id,
      members: [buyer, seller],
    } = await buildConversation(t.db);
    const sellerStream = await streamOf(seller);
    const buyerStream = await streamOf(buyer);
    expect((await sellerStream.next()).data).toEqual({ count: 0 });
    expect((await buyerStream.next()).data).toEqual({ count: 0 });

    const sent = await (await signedInAgent(t, buyer)).post(`/api/conversations/${id}/messages`).send({ content: 'Can I pick it up Saturday?' });
    expect(await sellerStream.next()).toEqual({ event: 'message', data: { conversationId: id, message: sent.body } });
    expect(await sellerStream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
    expect(await buyerStream.next()).toEqual({ event: 'message', data: { conversationId: id, message: sent.body } });
  });

  it("tells the reader's other tabs the new count when a thread is read", async () => {
    const {
      id,
      members: [buyer, seller],
    } = await buildConversation(t.db);
    await buildMessage(t.db, id, buyer.id);
    const otherTab = await streamOf(seller);
    expect((await otherTab.next()).data).toEqual({ count: 1 });
    await (await signedInAgent(t, seller)).get(`/api/conversations/${id}/messages`);
    expect(await otherTab.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
  });

  it('sends nothing of a conversation to a member outside it', async () => {
    const {
      id,
      members: [buyer],
    } = await buildConversation(t.db);
    const outsider = await buildUser(t.db);
    const outsiderStream = await streamOf(outsider);
    expect((await outsiderStream.next()).data).toEqual({ count: 0 });
    await (await signedInAgent(t, buyer)).post(`/api/conversations/${id}/messages`).send({ content: 'private' });
    // the outsider's next event is one of their own conversation, not the one above
    const own = await buildConversation(t.db, buyer, outsider);
    await (await signedInAgent(t, buyer)).post(`/api/conversations/${own.id}/messages`).send({ content: 'for the outsider' });
    const next = await outsiderStream.next();
    expect(next.event).toBe('message');
    expect(next.data).toMatchObject({ conversationId: own.id, message: { content: 'for the outsider' } });
  });
});

describe('signing out', () => {
  // the stream used to go on delivering the member's messages until the next heartbeat, 25 s later
  it("ends the open streams of that session at once, and leaves the member's other sessions streaming", async () => {
    const {
      id,
      members: [buyer, seller],
    } = await buildConversation(t.db);
    const laptopCookie = await cookieOf(seller);
    const laptop = await openEventStream(baseUrl, laptopCookie);
    streams.push(laptop);
    // each stream's opening count goes to every stream of the member: the phone opens once the laptop's has come
    await laptop.next();
    const phone = await streamOf(seller);
    await phone.next();

    const signOut = await request(t.server).post('/api/logout').set('Origin', TEST_ORIGIN).set('Cookie', laptopCookie);
    expect(signOut.status).toBe(204);
    await laptop.ended;
    expect(t.events.streamCount(seller.id)).toBe(1);

    const sent = await (await signedInAgent(t, buyer)).post(`/api/conversations/${id}/messages`).send({ content: 'Still for sale?' });
    expect(await phone.next()).toEqual({ event: 'message', data: { conversationId: id, message: sent.body } });
  });
});
