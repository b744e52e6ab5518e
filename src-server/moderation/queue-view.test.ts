import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueueItem } from '../../src-shared/types';
import { buildProduct } from '../marketplace/test/factories';
import { buildConversation, buildMessage } from '../messaging/test/messaging-factories';
import { buildBlog, buildComment } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { undoDecision } from './decisions.service';
import { addressNumber, buildStandingMember } from './test/report-fixtures';

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
async function reportAs(member: BuiltUser, targetType: string, targetId: number, reason = 'scam', details?: string) {
  const agent = await signedInAgent(t, member);
  const response = await agent.post('/api/reports').set('X-Forwarded-For', addressNumber(++addresses)).send({ targetType, targetId, reason, details });
  expect(response.status).toBe(201);
}
const queue = async () => (await admin.get('/api/admin/queue')).body as QueueItem[];
const itemFor = async (targetType: string, targetId: number) => (await queue()).find((item) => item.targetType === targetType && item.targetId === targetId)!;
const isPublic = async (listingId: number) => (await request(t.server).get(`/api/products/${listingId}`)).status === 200;

describe('what a moderator sees of each report', () => {
  it('its reason, what the reporter wrote, and the reporter: name, member since, past reports upheld and dismissed', async () => {
    const reporter = await buildStandingMember(t.db, { display_name: 'Careful Carol' });
    // Carol's history: one report upheld (the listing was removed), one dismissed (kept)
    for (const action of ['remove', 'keep']) {
      const earlier = await buildProduct(t.db);
      await reportAs(reporter, 'product', earlier.id, 'spam');
      expect((await admin.patch(`/api/admin/queue/${(await itemFor('product', earlier.id)).id}`).send({ action })).status).toBe(200);
    }
    const listing = await buildProduct(t.db, { name: 'Cheap pram' });
    await reportAs(reporter, 'product', listing.id, 'scam', 'Asked me to pay by gift card');
    for (let i = 0; i < 2; i += 1) await reportAs(await buildUser(t.db), 'product', listing.id, 'scam', 'asked me to pay by gift card');

    const item = await itemFor('product', listing.id);
    expect(item.reports).toHaveLength(3);
    expect(item.reports[0]).toEqual({
      id: expect.any(Number),
      reason: 'scam',
      details: 'Asked me to pay by gift card',
      createdAt: expect.any(String),
      reporter: { id: reporter.id, name: 'Careful Carol', memberSince: new Date(reporter.created_at).toISOString(), upheld: 1, dismissed: 1 },
    });
    expect(item.reports.slice(1).map((report) => [report.details, report.reporter?.upheld, report.reporter?.dismissed])).toEqual([
      ['asked me to pay by gift card', 0, 0],
      ['asked me to pay by gift card', 0, 0],
    ]);
  });

  it('shows the item in context: the messages before a reported one, the comment a reply answers', async () => {
    const [sender, recipient] = [await buildUser(t.db, { display_name: 'Sam' }), await buildUser(t.db, { display_name: 'Ava' })];
    const { id: conversationId } = await buildConversation(t.db, sender, recipient);
    await buildMessage(t.db, conversationId, recipient.id, { content: 'Is the pram still there?' });
    const reported = await buildMessage(t.db, conversationId, sender.id, { content: 'Pay me by gift card first' });
    await buildMessage(t.db, conversationId, recipient.id, { content: 'No thanks' });
    await reportAs(recipient, 'message', Number(reported.id));
    expect((await itemFor('message', Number(reported.id))).context).toEqual({
      heading: 'The conversation, up to this message',
      lines: [
        { author: 'Ava', text: 'Is the pram still there?', isItem: false },
        { author: 'Sam', text: 'Pay me by gift card first', isItem: true },
      ],
    });

    const post = await buildBlog(t.db);
    const question = await buildComment(t.db, { user_id: recipient.id, content_id: post['id'], content: 'Any tips for naps?' });
    const reply = await buildComment(t.db, { user_id: sender.id, content_id: post['id'], parent_id: question['id'], content: 'Buy my course' });
    await reportAs(await buildUser(t.db), 'comment', Number(reply['id']), 'spam');
    expect((await itemFor('comment', Number(reply['id']))).context).toEqual({
      heading: 'In reply to Ava',
      lines: [
        { author: 'Ava', text: 'Any tips for naps?', isItem: false },
        { author: 'Reply', text: 'Buy my course', isItem: true },
      ],
    });
  });
});

describe('the order of the queue', () => {
  it('items hidden by reports first, then the most reported, then pending comments, the longest waiting first within each', async () => {
    const writer = await buildUser(t.db);
    const post = await buildBlog(t.db);
    const pending = await (await signedInAgent(t, writer)).post('/api/comments').send({ content: 'Lovely post', content_type: 'blog', content_id: post['id'] });
    const [once, twice, hidden, alsoOnce] = [await buildProduct(t.db), await buildProduct(t.db), await buildProduct(t.db), await buildProduct(t.db)];
    await reportAs(await buildUser(t.db), 'product', once.id);
    for (let i = 0; i < 2; i += 1) await reportAs(await buildUser(t.db), 'product', twice.id);
    for (let i = 0; i < 3; i += 1) await reportAs(await buildStandingMember(t.db), 'product', hidden.id);
    await reportAs(await buildUser(t.db), 'product', alsoOnce.id);
    expect((await queue()).map((item) => [item.targetType, item.targetId])).toEqual([
      ['product', hidden.id],
      ['product', twice.id],
      ['product', once.id],
      ['product', alsoOnce.id],
      ['comment', pending.body.id],
    ]);
  });
});

describe('Keep and Remove, and undo', () => {
  it('Keep and Remove are the decisions on a report', async () => {
    const [kept, removed] = [await buildProduct(t.db), await buildProduct(t.db)];
    await reportAs(await buildUser(t.db), 'product', kept.id);
    await reportAs(await buildUser(t.db), 'product', removed.id);
    const keep = await admin.patch(`/api/admin/queue/${(await itemFor('product', kept.id)).id}`).send({ action: 'keep' });
    const remove = await admin.patch(`/api/admin/queue/${(await itemFor('product', removed.id)).id}`).send({ action: 'remove' });
    expect([keep.body.decision.action, remove.body.decision.action]).toEqual(['approve', 'reject']);
    expect([await isPublic(kept.id), await isPublic(removed.id)]).toEqual([true, false]);
    expect(keep.body.undoUntil).toEqual(expect.any(String));
  });

  it('undoing a removal puts the listing back as it was and reopens the item; both are recorded', async () => {
    const listing = await buildProduct(t.db, { name: 'Wooden crib' });
    await reportAs(await buildUser(t.db), 'product', listing.id);
    const { id } = await itemFor('product', listing.id);
    await admin.patch(`/api/admin/queue/${id}`).send({ action: 'remove' });
    expect(await isPublic(listing.id)).toBe(false);
    const undone = await admin.post(`/api/admin/queue/${id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id, status: 'open', decision: null, undoUntil: null, reportCount: 1 });
    expect(await isPublic(listing.id)).toBe(true);
    expect((await t.db('products').where({ id: listing.id }).first()).status).toBe('active');
    const records = await t.db('admin_actions').orderBy('id').select('action', 'summary', 'admin_id');
    expect(records).toEqual([
      { action: 'reject', summary: 'removed the listing “Wooden crib”', admin_id: adminUser.id },
      { action: 'undo', summary: 'undid a decision: removed the listing “Wooden crib”', admin_id: adminUser.id },
    ]);
    const again = await admin.post(`/api/admin/queue/${id}/undo`);
    expect([again.status, again.body]).toEqual([409, { code: 'undo_expired', message: 'This decision can no longer be undone' }]);
    // decided again after the undo, as if for the first time
    expect((await admin.patch(`/api/admin/queue/${id}`).send({ action: 'keep' })).status).toBe(200);
  });

  it('undoing "remove and deactivate the author" lets the member back in; a comment approval goes back to pending', async () => {
    const seller = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: seller.id });
    await reportAs(await buildUser(t.db), 'product', listing.id);
    const { id } = await itemFor('product', listing.id);
    await admin.patch(`/api/admin/queue/${id}`).send({ action: 'deactivate_author' });
    expect((await t.agent().post('/api/login').send({ email: seller.email, password: seller.password })).status).toBe(403);
    expect((await admin.post(`/api/admin/queue/${id}/undo`)).status).toBe(200);
    expect((await t.agent().post('/api/login').send({ email: seller.email, password: seller.password })).status).toBe(200);

    const post = await buildBlog(t.db);
    const comment = await (await signedInAgent(t, seller)).post('/api/comments').send({ content: 'Thanks!', content_type: 'blog', content_id: post['id'] });
    const pending = await itemFor('comment', comment.body.id);
    await admin.patch(`/api/admin/queue/${pending.id}`).send({ action: 'approve' });
    expect((await admin.post(`/api/admin/queue/${pending.id}/undo`)).status).toBe(200);
    expect((await t.db('comments').where({ id: comment.body.id }).first()).status).toBe('pending');
  });

  it('refuses an undo once its moment has passed, and for an item never decided or unknown', async () => {
    const listing = await buildProduct(t.db);
    await reportAs(await buildUser(t.db), 'product', listing.id);
    const { id } = await itemFor('product', listing.id);
    expect((await admin.post(`/api/admin/queue/${id}/undo`)).status).toBe(409);
    await admin.patch(`/api/admin/queue/${id}`).send({ action: 'remove' });
    await expect(undoDecision(t.db, adminUser, id, Date.now() + 60_000)).rejects.toMatchObject({ status: 409 });
    expect((await admin.post('/api/admin/queue/999999/undo')).status).toBe(404);
  });

  it('a report that arrived between the decision and its undo joins the reopened item', async () => {
    const listing = await buildProduct(t.db);
    await reportAs(await buildUser(t.db), 'product', listing.id);
    const { id } = await itemFor('product', listing.id);
    await admin.patch(`/api/admin/queue/${id}`).send({ action: 'keep' });
    await reportAs(await buildUser(t.db), 'product', listing.id, 'spam');
    expect((await admin.post(`/api/admin/queue/${id}/undo`)).body).toMatchObject({ id, status: 'open', reportCount: 2 });
    expect(await queue()).toHaveLength(1);
  });
});
