import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildProduct } from '../marketplace/test/factories';
import { buildConversation, buildMessage } from '../messaging/test/messaging-factories';
import { buildBlog, buildComment } from '../test/content-factories';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { addressNumber, buildStandingMember, reportable } from './test/report-fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
});
afterEach(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const countOf = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.['n']);
const report = (agent: Agent, body: object) => agent.post('/api/reports').send(body);

let addresses = 0;
/** Reports by members whose reports weigh (see report-standing.test.ts for who does not), each from an address of their own. */
async function reportBy(count: number, targetType: string, targetId: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const agent = await signedInAgent(t, await buildStandingMember(t.db));
    const response = await agent.post('/api/reports').set('X-Forwarded-For', addressNumber(++addresses)).send({ targetType, targetId, reason: 'spam' });
    expect(response.status).toBe(201);
  }
}

describe('POST /api/reports', () => {
  it('takes one report per member per item: 201 with its id, then 409', async () => {
    const { targetId, viewer } = await reportable(t.db, 'product');
    const agent = await signedInAgent(t, viewer);
    const first = await report(agent, { targetType: 'product', targetId, reason: 'scam', details: '  Asked me to pay by gift card  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number) });
    expect(await t.db('reports').where({ id: first.body.id }).first()).toMatchObject({
      reporter_id: viewer.id,
      reason: 'scam',
      details: 'Asked me to pay by gift card',
    });
    const again = await report(agent, { targetType: 'product', targetId, reason: 'spam' });
    expect([again.status, again.body]).toEqual([409, { code: 'already_reported', message: 'You have already reported this' }]);
    expect(await countOf('reports')).toBe(1);
  });

  it('keeps one report when a member sends the same report twice at once', async () => {
    const { targetId, viewer } = await reportable(t.db, 'product');
    const agent = await signedInAgent(t, viewer);
    const body = { targetType: 'product', targetId, reason: 'spam' };
    const answers = await Promise.all([report(agent, body), report(agent, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect([await countOf('reports'), await countOf('moderation_items')]).toEqual([1, 1]);
  });

  it.each(['product', 'comment', 'message', 'user'] as const)(
    'puts a reported %s in the queue with its reasons, and hides it (never a member) only at the third report that weighs',
    async (targetType) => {
      const thing = await reportable(t.db, targetType);
      await report(await signedInAgent(t, thing.viewer), { targetType, targetId: thing.targetId, reason: 'harassment' });
      const admin = await signedInAgent(t, await buildAdmin(t.db));
      const [item] = (await admin.get('/api/admin/queue')).body;
      expect(item).toMatchObject({
        targetType,
        targetId: thing.targetId,
        kind: 'reported',
        status: 'open',
        reportCount: 1,
        reasons: { harassment: 1 },
        hidden: false,
      });
      if (targetType === 'message') return; // only its recipient can see a message, so nobody else can report it
      // the first reporter joined moments ago: their report is in the queue but does not weigh
      await reportBy(2, targetType, thing.targetId);
      expect((await admin.get('/api/admin/queue')).body[0]).toMatchObject({ reportCount: 3, hidden: false });
      await reportBy(1, targetType, thing.targetId);
      expect((await admin.get('/api/admin/queue')).body[0]).toMatchObject({
        reportCount: 4,
        reasons: { harassment: 1, spam: 3 },
        hidden: targetType !== 'user',
      });
    },
  );

  it('a listing reported by 3 members answers others like a missing one; its seller and admins still see it', async () => {
    const { targetId, owner } = await reportable(t.db, 'product');
    await reportBy(3, 'product', targetId);
    const stranger = await signedInAgent(t, await buildUser(t.db));
    const [hidden, missing] = [await request(t.server).get(`/api/products/${targetId}`), await request(t.server).get('/api/products/999999')];
    expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
    expect((await stranger.get(`/api/products/${targetId}`)).status).toBe(404);
    expect((await request(t.server).get('/api/products')).body.map((p: { id: number }) => p.id)).not.toContain(targetId);
    expect((await (await signedInAgent(t, owner)).get(`/api/products/${targetId}`)).status).toBe(200);
    expect((await (await signedInAgent(t, await buildAdmin(t.db))).get(`/api/products/${targetId}`)).status).toBe(200);
  });

  it('a comment reported by 3 members leaves the public list', async () => {
    const comment = await reportable(t.db, 'comment');
    const row = await t.db('comments').where({ id: comment.targetId }).first();
    const publicList = () => request(t.server).get(`/api/comments/blog/${row.content_id}`);
    expect((await publicList()).body).toHaveLength(1);
    await reportBy(3, 'comment', comment.targetId);
    expect([(await publicList()).body, (await publicList()).headers['x-total-count']]).toEqual([[], '0']);
  });

  it('answers 404, exactly as for a missing item, for things the reporter may not see, and stores nothing', async () => {
    const reporter = await buildUser(t.db);
    const agent = await signedInAgent(t, reporter);
    const draft = await buildProduct(t.db, { status: 'draft' });
    const pending = await buildComment(t.db, { status: 'pending', content_id: (await buildBlog(t.db))['id'] });
    const onHiddenListing = await buildComment(t.db, { content_type: 'product', content_id: draft.id });
    const { id: othersConversation } = await buildConversation(t.db);
    const othersMessage = await buildMessage(t.db, othersConversation, (await buildUser(t.db)).id);
    const deactivated = await buildUser(t.db, { deactivated_at: nowIso() });
    const deleted = await buildUser(t.db, { deleted_at: nowIso() });
    const hiddenListing = await reportable(t.db, 'product');
    await reportBy(3, 'product', hiddenListing.targetId);
    const cases: Array<[string, number]> = [
      ['product', draft.id],
      ['product', hiddenListing.targetId],
      ['comment', Number(pending['id'])],
      ['comment', Number(onHiddenListing['id'])],
      ['message', Number(othersMessage.id)],
      ['user', deactivated.id],
      ['user', deleted.id],
    ];
    const before = await countOf('reports');
    for (const [targetType, targetId] of cases) {
      const missing = await report(agent, { targetType, targetId: 999_999, reason: 'spam' });
      const hidden = await report(agent, { targetType, targetId, reason: 'spam' });
      expect(missing.status).toBe(404);
      expect([hidden.status, hidden.body], `${targetType} ${targetId}`).toEqual([missing.status, missing.body]);
    }
    expect(await countOf('reports')).toBe(before);
  });

  it.each(['product', 'comment', 'message', 'user'] as const)("refuses a report of one's own %s with 400", async (targetType) => {
    const thing = await reportable(t.db, targetType);
    const response = await report(await signedInAgent(t, thing.owner), { targetType, targetId: thing.targetId, reason: 'other' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^You cannot report (yourself|your own (listing|comment|message))$/);
    expect(await countOf('reports')).toBe(0);
  });

  it.each([
    [{ targetType: 'blog', targetId: 1, reason: 'spam' }, 'targetType must be product, comment, message or user'],
    [{ targetType: ['product'], targetId: 1, reason: 'spam' }, 'targetType must be product, comment, message or user'],
    [{ targetId: 1, reason: 'spam' }, 'targetType must be product, comment, message or user'],
    [{ targetType: 'product', targetId: 'one', reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: '0x1', reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: -1, reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: 1.5, reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: 99_999_999_999, reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: [1], reason: 'spam' }, 'targetId must be a positive whole number'],
    [{ targetType: 'product', targetId: 1 }, 'Please choose a reason'],
    [{ targetType: 'product', targetId: 1, reason: 'boring' }, 'reason must be one of spam, scam, inappropriate, harassment, prohibited, other'],
    [{ targetType: 'product', targetId: 1, reason: { $ne: null } }, 'reason must be one of spam, scam, inappropriate, harassment, prohibited, other'],
    [{ targetType: 'product', targetId: 1, reason: 'spam', details: 'x'.repeat(1001) }, 'Details must be at most 1000 characters'],
    [{ targetType: 'product', targetId: 1, reason: 'spam', details: ['x'] }, 'details is not valid'],
  ])('answers 400 for %j and stores nothing', async (body, message) => {
    const listing = await buildProduct(t.db);
    expect(listing.id).toBe(1);
    const response = await report(await signedInAgent(t, await buildUser(t.db)), body);
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect(await countOf('reports')).toBe(0);
  });

  it('answers odd bodies with a 4xx and a message: inherited keys, arrays, huge details', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const inherited = await agent
      .post('/api/reports')
      .set('Content-Type', 'application/json')
      .send('{"targetType":"product","targetId":1,"reason":"spam","__proto__":{"x":1}}');
    expect([inherited.status, inherited.body.message]).toEqual([400, '"__proto__" is not a field this form takes']);
    const asArray = await agent.post('/api/reports').set('Content-Type', 'application/json').send('[]');
    expect([asArray.status, asArray.body.message]).toEqual([400, 'The request body must be a JSON object']);
    const huge = await report(agent, { targetType: 'product', targetId: 1, reason: 'spam', details: 'x'.repeat(300_000) });
    expect([huge.status, huge.body.message]).toEqual([413, 'Request body is too large']);
    expect(await countOf('reports')).toBe(0);
  });

  it('needs a signed-in member, and stops one who reports too much', async () => {
    const listing = await buildProduct(t.db);
    expect((await t.agent().post('/api/reports').send({ targetType: 'product', targetId: listing.id, reason: 'spam' })).status).toBe(401);
    const agent = await signedInAgent(t, await buildUser(t.db));
    for (let i = 0; i < 20; i += 1) expect((await report(agent, { targetType: 'product', targetId: 999_999, reason: 'spam' })).status).toBe(404);
    const stopped = await report(agent, { targetType: 'product', targetId: listing.id, reason: 'spam' });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^You are sending reports too quickly\. Please try again in/);
  });
});
