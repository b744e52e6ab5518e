import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { SEND_LIMIT_PER_MINUTE } from './messaging.routes';
import { buildConversation, buildMessage } from './test/messaging-factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function pair() {
  const [buyer, seller] = [await buildUser(t.db), await buildUser(t.db)];
  const { id } = await buildConversation(t.db, buyer, seller, { updated_at: '2026-01-01T00:00:00.000Z' });
  return { id, buyer, seller, asBuyer: await signedInAgent(t, buyer), asSeller: await signedInAgent(t, seller) };
}

const unread = async (agent: Awaited<ReturnType<typeof signedInAgent>>) => (await agent.get('/api/messages/unread-count')).body.count as number;

describe('POST /api/conversations/{id}/messages', () => {
  it('stores the trimmed message and moves the conversation up', async () => {
    const { id, buyer, asBuyer } = await pair();
    const response = await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: '  Is the crib still available?  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ conversation_id: id, sender_id: buyer.id, content: 'Is the crib still available?', status: 'unread' });
    const conversation = await t.db('conversations').where({ id }).first();
    expect(conversation.updated_at).toBe(response.body.created_at);
    expect(conversation.updated_at > '2026-01-01T00:00:00.000Z').toBe(true);
  });

  it.each([
    ['empty content', { content: '' }, 'Message cannot be empty'],
    ['white space only', { content: ' \n\t ' }, 'Message cannot be empty'],
    ['no content', {}, 'Message cannot be empty'],
    ['null content', { content: null }, 'Message cannot be empty'],
    ['a number', { content: 42 }, 'Message must be text'],
    ['an array', { content: ['hi'] }, 'Message must be text'],
    ['an object', { content: { text: 'hi' } }, 'Message must be text'],
    ['5,001 characters', { content: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const { id, asBuyer } = await pair();
    const response = await asBuyer.post(`/api/conversations/${id}/messages`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('messages').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await t.db('conversations').where({ id }).first()).updated_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('accepts exactly 5,000 characters, counted after trimming', async () => {
    const { id, asBuyer } = await pair();
    const response = await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: `  ${'x'.repeat(5000)}  ` });
    expect(response.status).toBe(201);
    expect(response.body.content).toHaveLength(5000);
  });

  it('answers 401 with the spec message when signed out', async () => {
    const { id } = await pair();
    const response = await t.agent().post(`/api/conversations/${id}/messages`).send({ content: 'hello' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Must be logged in to send messages');
  });

  it(`limits a member to ${SEND_LIMIT_PER_MINUTE} messages a minute, without limiting the other member`, async () => {
    const { id, asBuyer, asSeller } = await pair();
    for (let i = 0; i < SEND_LIMIT_PER_MINUTE; i += 1) {
      expect((await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: `message ${i}` })).status).toBe(201);
    }
    const blocked = await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: 'one too many' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('You are sending messages too quickly. Please try again in 1 minute.');
    expect(await t.db('messages').count({ n: '*' })).toEqual([{ n: SEND_LIMIT_PER_MINUTE }]);
    expect((await asSeller.post(`/api/conversations/${id}/messages`).send({ content: 'still here' })).status).toBe(201);
  });
});

describe('GET /api/conversations/{id}/messages', () => {
  it('answers the thread oldest first and marks what was sent to the reader as read', async () => {
    const { id, buyer, seller, asSeller } = await pair();
    await buildMessage(t.db, id, buyer.id, { content: 'one', created_at: '2026-11-20T09:00:00.000Z' });
    await buildMessage(t.db, id, seller.id, { content: 'two', created_at: '2026-11-20T09:05:00.000Z' });
    await buildMessage(t.db, id, buyer.id, { content: 'three', created_at: '2026-11-20T09:10:00.000Z' });
    const response = await asSeller.get(`/api/conversations/${id}/messages`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three']);
    expect(response.body.map((m: { status: string }) => m.status)).toEqual(['read', 'unread', 'read']);
  });

  it('pages back through a long thread with before', async () => {
    const { id, buyer, asBuyer } = await pair();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await buildMessage(t.db, id, buyer.id, { content: `m${i}`, created_at: `2026-11-20T09:0${i}:00.000Z` })).id);
    const latest = await asBuyer.get(`/api/conversations/${id}/messages?pageSize=2`);
    expect(latest.body.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
    expect(latest.headers['x-total-count']).toBe('5');
    const earlier = await asBuyer.get(`/api/conversations/${id}/messages?pageSize=2&before=${ids[3]}`);
    expect(earlier.body.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    const earliest = await asBuyer.get(`/api/conversations/${id}/messages?pageSize=2&before=${ids[1]}`);
    expect(earliest.body.map((m: { content: string }) => m.content)).toEqual(['m1']);
  });
});

describe('unread counts', () => {
  it('stay exact across sending and reading', async () => {
    const { id, asBuyer, asSeller } = await pair();
    expect([await unread(asBuyer), await unread(asSeller)]).toEqual([0, 0]);

    await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: 'Hello!' });
    await asBuyer.post(`/api/conversations/${id}/messages`).send({ content: 'Still for sale?' });
    expect([await unread(asBuyer), await unread(asSeller)]).toEqual([0, 2]);
    expect((await asSeller.get('/api/conversations')).body[0].unreadCount).toBe(2);
    expect((await asBuyer.get('/api/conversations')).body[0].unreadCount).toBe(0);

    // the conversation itself does not mark anything read; its messages do
    await asSeller.get(`/api/conversations/${id}`);
    expect(await unread(asSeller)).toBe(2);
    await asSeller.get(`/api/conversations/${id}/messages`);
    expect([await unread(asBuyer), await unread(asSeller)]).toEqual([0, 0]);
    expect((await asSeller.get('/api/conversations')).body[0].unreadCount).toBe(0);

    await asSeller.post(`/api/conversations/${id}/messages`).send({ content: 'Yes it is' });
    expect([await unread(asBuyer), await unread(asSeller)]).toEqual([1, 0]);
    // the sender reading their own thread leaves the other member's count alone
    await asSeller.get(`/api/conversations/${id}/messages`);
    expect(await unread(asBuyer)).toBe(1);
  });

  it('count every conversation of the member and only theirs', async () => {
    const me = await buildUser(t.db);
    for (let i = 0; i < 3; i += 1) {
      const { id, members } = await buildConversation(t.db, me);
      await buildMessage(t.db, id, members[1].id);
      await buildMessage(t.db, id, members[1].id, { status: 'read' });
      await buildMessage(t.db, id, me.id);
    }
    await buildConversation(t.db).then(({ id, members }) => buildMessage(t.db, id, members[0].id));
    expect(await unread(await signedInAgent(t, me))).toBe(3);
  });
});
