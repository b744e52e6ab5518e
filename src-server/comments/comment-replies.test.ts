import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog, buildComment } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { ONE_LEVEL_OF_REPLIES } from './comments.service';

let t: TestApp;
let postId: number;
let parentAuthor: BuiltUser;
let parentId: number;
beforeEach(async () => {
  t = await createTestApp();
  postId = Number((await buildBlog(t.db, { title: 'Sleep tips', slug: 'sleep-tips' }))['id']);
  parentAuthor = await buildUser(t.db, { display_name: 'Emma W' });
  parentId = Number((await buildComment(t.db, { user_id: parentAuthor.id, content_id: postId, content: 'What worked for you?' }))['id']);
});
afterEach(async () => {
  await t.close();
});

const reply = async (user: BuiltUser, body: object = {}) =>
  (await signedInAgent(t, user))
    .post('/api/comments')
    .send({ content: 'A warm bath first', content_type: 'blog', content_id: postId, parent_id: parentId, ...body });
const repliesTo = async (user: BuiltUser) => t.db('notifications').where({ user_id: user.id, kind: 'comment_reply' }).select('text', 'url');

describe('replies', () => {
  it('wait for moderation like comments, show under their comment once approved, and tell its author once', async () => {
    const liam = await buildUser(t.db, { display_name: 'Liam' });
    const created = await reply(liam);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parent_id: parentId, status: 'pending' });
    const stranger = await signedInAgent(t, await buildUser(t.db));
    expect((await stranger.get(`/api/comments/blog/${postId}`)).body).toHaveLength(1);
    expect(await repliesTo(parentAuthor)).toEqual([]);

    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const [item] = (await admin.get('/api/admin/queue')).body;
    await admin.patch(`/api/admin/queue/${item.id}`).send({ action: 'approve' });
    const thread = (await stranger.get(`/api/comments/blog/${postId}`)).body as Array<{ id: number; parent_id: number | null }>;
    expect(thread.map((c) => c.parent_id)).toEqual([null, parentId]);
    expect(await repliesTo(parentAuthor)).toEqual([
      { text: 'Liam replied to your comment on “Sleep tips”', url: `/blog/post/sleep-tips#comment-${created.body.id}` },
    ]);
  });

  it("from an admin are public at once and tell the comment's author; answering oneself tells no one", async () => {
    const admin = await buildAdmin(t.db, { display_name: 'Nestly Team' });
    expect((await reply(admin)).body.status).toBe('approved');
    expect(await repliesTo(parentAuthor)).toHaveLength(1);
    const own = await reply(parentAuthor);
    const adminAgent = await signedInAgent(t, admin);
    await adminAgent.patch(`/api/admin/comments/${own.body.id}/status`).send({ status: 'approved' });
    expect(await repliesTo(parentAuthor)).toHaveLength(1);
  });

  it('go one level deep, and only to a comment of the same page that the member can see', async () => {
    const liam = await buildUser(t.db);
    const admin = await buildAdmin(t.db);
    const firstReply = (await reply(admin)).body.id as number;
    const deeper = await reply(liam, { parent_id: firstReply });
    expect([deeper.status, deeper.body.message, deeper.body.errors]).toEqual([400, ONE_LEVEL_OF_REPLIES, { parent_id: ONE_LEVEL_OF_REPLIES }]);

    const otherPost = Number((await buildBlog(t.db, { slug: 'other' }))['id']);
    const pending = Number((await buildComment(t.db, { content_id: postId, status: 'pending' }))['id']);
    for (const body of [{ content_id: otherPost }, { parent_id: pending }, { parent_id: 999_999 }]) {
      const refused = await reply(liam, body);
      expect([refused.status, refused.body.message]).toEqual([404, 'Comment not found']);
    }
    expect((await reply(liam, { parent_id: 'x' })).status).toBe(400);
  });
});
