import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildConversation, buildListing, buildMessage } from './test/messaging-factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const conversationCount = async () => Number((await t.db('conversations').count({ n: '*' }))[0]!.n);

describe('POST /api/conversations', () => {
  it('creates one conversation per pair, whichever member starts it', async () => {
    const [buyer, seller] = [await buildUser(t.db), await buildUser(t.db)];
    const first = await (await signedInAgent(t, buyer)).post('/api/conversations').send({ recipient_id: seller.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(Number), unreadCount: 0, lastMessage: null, otherUser: { id: seller.id, name: seller.display_name } });

    const again = await (await signedInAgent(t, buyer)).post('/api/conversations').send({ recipient_id: seller.id });
    const reverse = await (await signedInAgent(t, seller)).post('/api/conversations').send({ recipient_id: String(buyer.id) });
    expect([again.status, reverse.status]).toEqual([200, 200]);
    expect([again.body.id, reverse.body.id]).toEqual([first.body.id, first.body.id]);
    expect(reverse.body.otherUser.id).toBe(buyer.id);
    expect(await conversationCount()).toBe(1);
    const row = await t.db('conversations').first();
    expect(row.user1_id).toBeLessThan(row.user2_id);
  });

  it('keeps one conversation when both members start it at the same moment', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const [agentA, agentB] = [await signedInAgent(t, a), await signedInAgent(t, b)];
    const answers = await Promise.all([
      agentA.post('/api/conversations').send({ recipient_id: b.id }),
      agentB.post('/api/conversations').send({ recipient_id: a.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    expect(await conversationCount()).toBe(1);
  });

  it('refuses a conversation with yourself', async () => {
    const member = await buildUser(t.db);
    const response = await (await signedInAgent(t, member)).post('/api/conversations').send({ recipient_id: member.id });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('You cannot message yourself');
    expect(await conversationCount()).toBe(0);
  });

  it('answers 401 with the spec message when signed out', async () => {
    const seller = await buildUser(t.db);
    const response = await t.agent().post('/api/conversations').send({ recipient_id: seller.id });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Must be logged in to send messages' });
  });

  it('answers 404 when the recipient does not exist', async () => {
    const member = await buildUser(t.db);
    const response = await (await signedInAgent(t, member)).post('/api/conversations').send({ recipient_id: member.id + 1000 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('User not found');
    expect(await conversationCount()).toBe(0);
  });

  it.each([
    [{}, 'recipient_id is required'],
    [{ recipient_id: 'abc' }, 'recipient_id must be a number'],
    [{ recipient_id: [2] }, 'recipient_id must be a number'],
    [{ recipient_id: { id: 2 } }, 'recipient_id must be a number'],
    [{ recipient_id: true }, 'recipient_id must be a number'],
    [{ recipient_id: 1.5 }, 'recipient_id must be a whole number'],
    [{ recipient_id: -3 }, 'recipient_id must be a positive number'],
    [{ recipient_id: 1e15 }, 'recipient_id is too large'],
    [{ recipient_id: 2, product_id: 'x' }, 'product_id must be a number'],
  ])('answers 400 for %j and creates nothing', async (body, message) => {
    await buildUser(t.db);
    const member = await buildUser(t.db);
    const response = await (await signedInAgent(t, member)).post('/api/conversations').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await conversationCount()).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const member = await buildUser(t.db);
    const response = await (await signedInAgent(t, member)).post('/api/conversations').set('Content-Type', 'application/json').send('{"recipient_id":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });

  it('keeps the listing it is about, which must exist and be sold by one of the two', async () => {
    const [buyer, seller, stranger] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const listing = await buildListing(t.db, seller.id, { name: 'Jogging stroller' });
    const otherListing = await buildListing(t.db, stranger.id);
    const agent = await signedInAgent(t, buyer);

    const missing = await agent.post('/api/conversations').send({ recipient_id: seller.id, product_id: listing.id + 100 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    const foreign = await agent.post('/api/conversations').send({ recipient_id: seller.id, product_id: otherListing.id });
    expect(foreign.status).toBe(400);
    expect(await conversationCount()).toBe(0);

    const started = await agent.post('/api/conversations').send({ recipient_id: seller.id, product_id: listing.id });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ product_id: listing.id, product: { id: listing.id, name: 'Jogging stroller' } });
  });
});

describe('GET /api/conversations', () => {
  it("lists the caller's conversations newest update first, with the other member, unread count and last message", async () => {
    const [me, liam, olivia, stranger] = [
      await buildUser(t.db),
      await buildUser(t.db, { email: 'liam.b@example.com', display_name: 'Liam B' }),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    const older = await buildConversation(t.db, me, olivia, { updated_at: '2026-11-01T10:00:00.000Z' });
    const newer = await buildConversation(t.db, liam, me, { updated_at: '2026-11-20T10:00:00.000Z' });
    await buildConversation(t.db, liam, stranger);
    await buildMessage(t.db, newer.id, liam.id, { content: 'first', created_at: '2026-11-20T09:00:00.000Z' });
    await buildMessage(t.db, newer.id, me.id, { content: 'mine, read by nobody', created_at: '2026-11-20T09:30:00.000Z' });
    await buildMessage(t.db, newer.id, liam.id, { content: 'latest', created_at: '2026-11-20T10:00:00.000Z' });
    await buildMessage(t.db, older.id, olivia.id, { content: 'hello', status: 'read', created_at: '2026-11-01T10:00:00.000Z' });

    const response = await (await signedInAgent(t, me)).get('/api/conversations');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((c: { id: number }) => c.id)).toEqual([newer.id, older.id]);
    expect(response.body[0]).toMatchObject({
      otherUser: { id: liam.id, name: 'Liam B', avatar: null },
      unreadCount: 2,
      lastMessage: { content: 'latest', sender_id: liam.id, status: 'unread', created_at: '2026-11-20T10:00:00.000Z' },
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    expect(response.body[1]).toMatchObject({ otherUser: { id: olivia.id }, unreadCount: 0, lastMessage: { content: 'hello' } });
    expect(JSON.stringify(response.body)).not.toMatch(/password|email/);
  });

  it('reads the whole list in one query, however many conversations there are', async () => {
    const me = await buildUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      const { id, members } = await buildConversation(t.db, me);
      await buildMessage(t.db, id, members[1].id);
    }
    const agent = await signedInAgent(t, me);
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    t.db.on('query', record);
    const response = await agent.get('/api/conversations');
    t.db.off('query', record);
    expect(response.body).toHaveLength(5);
    expect(statements.filter((sql) => /conversations/.test(sql))).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    const response = await request(t.server).get('/api/conversations');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });
});

describe('a conversation is visible only to its two members', () => {
  it('answers 404 to a third member on every conversation call and changes nothing', async () => {
    const { id, members } = await buildConversation(t.db);
    await buildMessage(t.db, id, members[0].id);
    const outsider = await signedInAgent(t, await buildUser(t.db));
    const answers = [
      await outsider.get(`/api/conversations/${id}`),
      await outsider.get(`/api/conversations/${id}/messages`),
      await outsider.post(`/api/conversations/${id}/messages`).send({ content: 'let me in' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(answers.map((r) => r.body.message)).toEqual(Array(3).fill('Conversation not found'));
    expect(await t.db('messages').where({ conversation_id: id }).pluck('status')).toEqual(['unread']);
    expect(await t.db('messages').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('answers the same 404 for ids that do not exist or are not ids', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    for (const id of ['999', 'abc', '1.5', '-1', '0', '99999999999999999']) {
      const response = await agent.get(`/api/conversations/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Conversation not found');
      const sent = await agent.post(`/api/conversations/${id}/messages`).send({ content: 'anyone there?' });
      expect([sent.status, sent.body.message]).toEqual([404, 'Conversation not found']);
    }
    expect(await t.db('messages').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('shows a member the conversation with the other member', async () => {
    const { id, members } = await buildConversation(t.db);
    const response = await (await signedInAgent(t, members[1])).get(`/api/conversations/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, otherUser: { id: members[0].id }, unreadCount: 0 });
  });
});
