import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { buildBlog } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { addressNumber, buildStandingMember, reportable } from './test/report-fixtures';

let t: TestApp;
let adminUser: BuiltUser;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
  adminUser = await buildAdmin(t.db, { display_name: 'Team' });
  admin = await signedInAgent(t, adminUser);
});
afterEach(async () => {
  await t.close();
});

let addresses = 0;
/** Reports by members whose reports weigh, each from an address of their own. */
async function reportBy(count: number, targetType: string, targetId: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const agent = await signedInAgent(t, await buildStandingMember(t.db));
    const response = await agent
      .post('/api/reports')
      .set('X-Forwarded-For', addressNumber(++addresses))
      .send({ targetType, targetId, reason: 'inappropriate' });
    expect(response.status).toBe(201);
  }
}
const openItems = async () => (await admin.get('/api/admin/queue')).body as Array<{ id: number; targetType: string; targetId: number }>;
const itemFor = async (targetType: string, targetId: number) =>
  (await openItems()).find((item) => item.targetType === targetType && item.targetId === targetId)!;
const decide = (id: number, action: unknown) => admin.patch(`/api/admin/queue/${id}`).send({ action });
const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;

describe('GET /api/admin/queue', () => {
  it('holds pending comments and reported items, each with what an admin needs to decide', async () => {
    const post = await buildBlog(t.db, { title: 'Bedtime routines', slug: 'bedtime' });
    const writer = await buildUser(t.db, { display_name: 'Liam' });
    const comment = await (
      await signedInAgent(t, writer)
    )
      .post('/api/comments')
      .send({ content: 'Helpful, thanks', content_type: 'blog', content_id: post['id'] });
    const seller = await buildUser(t.db, { display_name: 'Sam' });
    const listing = await buildProduct(t.db, { seller_id: seller.id, name: 'Wooden crib', description: 'Solid beech' });
    await reportBy(1, 'product', listing.id);

    const response = await admin.get('/api/admin/queue');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const reportedListing = {
      id: expect.any(Number),
      targetType: 'product',
      targetId: listing.id,
      kind: 'reported',
      status: 'open',
      title: 'Wooden crib',
      excerpt: 'Solid beech',
      link: `/marketplace/listing/${listing.id}`,
      author: { id: seller.id, name: 'Sam' },
      reportCount: 1,
      reasons: { inappropriate: 1 },
      reports: [
        {
          id: expect.any(Number),
          reason: 'inappropriate',
          details: null,
          createdAt: expect.any(String),
          reporter: { id: expect.any(Number), name: expect.any(String), memberSince: expect.any(String), upheld: 0, dismissed: 0 },
        },
      ],
      context: { heading: expect.stringMatching(/^Listed for \$\d+\.\d{2} · active/), lines: [] },
      hidden: false,
      createdAt: expect.any(String),
      decision: null,
      undoUntil: null,
    };
    // a reported item before a pending comment, though the comment has waited longer
    expect(response.body).toEqual([
      reportedListing,
      {
        id: expect.any(Number),
        targetType: 'comment',
        targetId: comment.body.id,
        kind: 'pending_comment',
        status: 'open',
        title: 'Comment on “Bedtime routines”',
        excerpt: 'Helpful, thanks',
        link: '/blog/post/bedtime',
        author: { id: writer.id, name: 'Liam' },
        reportCount: 0,
        reasons: {},
        reports: [],
        context: null,
        hidden: false,
        createdAt: expect.any(String),
        decision: null,
        undoUntil: null,
      },
    ]);
    const bad = await admin.get('/api/admin/queue?status=everything');
    expect([bad.status, bad.body]).toEqual([400, { code: 'invalid', message: 'status must be open or closed' }]);
  });
});

describe('PATCH /api/admin/queue/:id', () => {
  it('approving a hidden listing restores it to the public, closes the item and records who decided', async () => {
    const { targetId } = await reportable(t.db, 'product');
    await reportBy(3, 'product', targetId);
    expect((await request(t.server).get(`/api/products/${targetId}`)).status).toBe(404);
    const item = await itemFor('product', targetId);

    const response = await decide(item.id, 'approve');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: item.id,
      status: 'closed',
      hidden: false,
      decision: { action: 'approve', at: expect.any(String), by: { id: adminUser.id, name: 'Team' } },
    });
    expect((await request(t.server).get(`/api/products/${targetId}`)).status).toBe(200);
    expect(await openItems()).toEqual([]);
    expect((await admin.get('/api/admin/queue?status=closed')).body.map((closed: { id: number }) => closed.id)).toEqual([item.id]);
    const activity = (await admin.get('/api/admin/stats')).body.recentActivity[0];
    expect(activity).toMatchObject({ type: 'moderation', title: 'Team kept the listing “Reported crib”' });

    // the count starts again after a decision; those who reported before cannot report again
    await reportBy(2, 'product', targetId);
    expect((await request(t.server).get(`/api/products/${targetId}`)).status).toBe(200);
    expect(await itemFor('product', targetId)).toMatchObject({ reportCount: 2, hidden: false });
  });

  it('rejecting a listing archives it and keeps it hidden, even when its seller makes it active again', async () => {
    const { targetId, owner } = await reportable(t.db, 'product');
    await reportBy(1, 'product', targetId);
    expect((await decide((await itemFor('product', targetId)).id, 'reject')).body).toMatchObject({
      status: 'closed',
      hidden: true,
      decision: { action: 'reject' },
    });
    expect((await t.db('products').where({ id: targetId }).first()).status).toBe('archived');
    const seller = await signedInAgent(t, owner);
    expect((await seller.patch(`/api/products/${targetId}`).send({ status: 'active' })).status).toBe(200);
    expect((await request(t.server).get(`/api/products/${targetId}`)).status).toBe(404);
    expect((await t.db('admin_actions').first()).summary).toBe('removed the listing “Reported crib”');
  });

  it('approving a pending comment publishes it; rejecting a reported comment takes it off the public list', async () => {
    const post = await buildBlog(t.db);
    const comment = await (
      await signedInAgent(t, await buildUser(t.db))
    )
      .post('/api/comments')
      .send({ content: 'First!', content_type: 'blog', content_id: post['id'] });
    const publicList = async () => ((await request(t.server).get(`/api/comments/blog/${post['id']}`)).body as Array<{ content: string }>).map((c) => c.content);
    expect(await publicList()).toEqual([]);
    expect((await decide((await itemFor('comment', comment.body.id)).id, 'approve')).status).toBe(200);
    expect(await publicList()).toEqual(['First!']);

    await reportBy(1, 'comment', comment.body.id);
    expect((await decide((await itemFor('comment', comment.body.id)).id, 'reject')).status).toBe(200);
    expect(await publicList()).toEqual([]);
    expect((await t.db('comments').where({ id: comment.body.id }).first()).status).toBe('rejected');
  });

  it('rejecting a message removes it from the thread for both members', async () => {
    const { targetId, owner, viewer } = await reportable(t.db, 'message');
    const recipient = await signedInAgent(t, viewer);
    expect((await recipient.post('/api/reports').send({ targetType: 'message', targetId, reason: 'scam' })).status).toBe(201);
    const conversationId = (await t.db('messages').where({ id: targetId }).first()).conversation_id as number;
    expect((await decide((await itemFor('message', targetId)).id, 'reject')).body.title).toBe(`Message from Owner of a message`);
    for (const agent of [recipient, await signedInAgent(t, owner)]) {
      const thread = await agent.get(`/api/conversations/${conversationId}/messages`);
      expect([thread.body, thread.headers['x-total-count']]).toEqual([[], '0']);
      expect((await agent.get(`/api/conversations/${conversationId}`)).body.lastMessage).toBeNull();
    }
    expect((await recipient.get('/api/messages/unread-count')).body).toEqual({ count: 0 });
  });

  it("rejecting a member deactivates them at once; deactivate_author also deactivates a listing's seller", async () => {
    const member = await reportable(t.db, 'user');
    const memberCookie = await sessionCookieOf(t, member.owner);
    await reportBy(1, 'user', member.targetId);
    expect((await decide((await itemFor('user', member.targetId)).id, 'reject')).status).toBe(200);
    expect(await isSignedIn(memberCookie)).toBe(false);
    expect((await t.agent().post('/api/login').send({ email: member.owner.email, password: member.owner.password })).status).toBe(403);

    const listing = await reportable(t.db, 'product');
    const sellerCookie = await sessionCookieOf(t, listing.owner);
    await reportBy(1, 'product', listing.targetId);
    const decided = await decide((await itemFor('product', listing.targetId)).id, 'deactivate_author');
    expect(decided.body).toMatchObject({ decision: { action: 'deactivate_author' }, hidden: true });
    expect(await isSignedIn(sellerCookie)).toBe(false);
    expect((await t.db('users').where({ id: listing.owner.id }).first()).deactivated_at).not.toBeNull();
    expect((await t.db('admin_actions').orderBy('id', 'desc').first()).summary).toBe('removed the listing “Reported crib” and deactivated Owner of a product');
  });

  it('keeps the last admin: deactivating them through the queue is refused and changes nothing', async () => {
    const post = await buildBlog(t.db, { author_id: adminUser.id });
    const comment = await (
      await signedInAgent(t, await buildUser(t.db))
    )
      .post('/api/comments')
      .send({ content: 'Hi', content_type: 'blog', content_id: post['id'] });
    await t.db('comments').where({ id: comment.body.id }).update({ user_id: adminUser.id });
    const response = await decide((await itemFor('comment', comment.body.id)).id, 'deactivate_author');
    expect([response.status, response.body]).toEqual([400, { code: 'invalid', message: 'The last admin cannot be deactivated' }]);
    expect((await t.db('comments').where({ id: comment.body.id }).first()).status).toBe('pending');
    expect(await openItems()).toHaveLength(1);
  });

  it('answers 409 to a second decision, 404 for an unknown item, 400 for an unknown action', async () => {
    const { targetId } = await reportable(t.db, 'product');
    await reportBy(1, 'product', targetId);
    const item = await itemFor('product', targetId);
    expect((await decide(item.id, 'approve')).status).toBe(200);
    const again = await decide(item.id, 'reject');
    expect([again.status, again.body]).toEqual([409, { code: 'already_decided', message: 'This item has already been decided' }]);
    expect((await request(t.server).get(`/api/products/${targetId}`)).status).toBe(200);
    for (const id of [999999, 'abc', -1]) {
      const response = await admin.patch(`/api/admin/queue/${id}`).send({ action: 'approve' });
      expect([response.status, response.body]).toEqual([404, { code: 'not_found', message: 'Queue item not found' }]);
    }
    for (const action of ['delete', '', null, ['approve'], { approve: true }]) {
      const response = await decide(item.id, action);
      expect([response.status, response.body.message]).toEqual([400, 'action must be keep, remove, approve, reject or deactivate_author']);
    }
  });

  it('takes one decision when two admins decide the same item at once', async () => {
    const { targetId } = await reportable(t.db, 'product');
    await reportBy(1, 'product', targetId);
    const item = await itemFor('product', targetId);
    const other = await signedInAgent(t, await buildAdmin(t.db));
    const answers = await Promise.all([decide(item.id, 'approve'), other.patch(`/api/admin/queue/${item.id}`).send({ action: 'reject' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(Number((await t.db('admin_actions').count({ n: '*' }).first())?.['n'])).toBe(1);
  });

  it('is refused to members (403) and signed-out callers (401)', async () => {
    const { targetId, viewer } = await reportable(t.db, 'product');
    await reportBy(1, 'product', targetId);
    const item = await itemFor('product', targetId);
    const member = await signedInAgent(t, viewer);
    expect((await member.get('/api/admin/queue')).status).toBe(403);
    expect((await member.patch(`/api/admin/queue/${item.id}`).send({ action: 'reject' })).status).toBe(403);
    expect((await t.agent().patch(`/api/admin/queue/${item.id}`).send({ action: 'reject' })).status).toBe(401);
    expect(await openItems()).toHaveLength(1);
  });
});
