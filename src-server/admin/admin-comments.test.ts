import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../marketplace/test/factories';
import { buildBlog, buildComment, buildReview } from '../test/content-factories';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const contents = (response: request.Response) => (response.body as Array<{ content: string }>).map((comment) => comment.content);

describe('GET /api/admin/comments', () => {
  it('lists pending comments first, then the newest, with the author and what each is about', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const emma = await buildUser(t.db, { display_name: 'Emma W', profile_image_url: '/uploads/emma.webp', email: 'emma.private@example.com' });
    const post = await buildBlog(t.db, { title: 'Bedtime routines', slug: 'bedtime' });
    const review = await buildReview(t.db, { title: 'Glide stroller', slug: 'glide' });
    const listing = await buildProduct(t.db, { name: 'Wooden crib' });
    await buildComment(t.db, { content_id: post['id'], content: 'Old approved', created_at: '2026-01-01T00:00:00.000Z' });
    await buildComment(t.db, {
      content_type: 'review',
      content_id: review['id'],
      content: 'New rejected',
      status: 'rejected',
      created_at: '2026-01-04T00:00:00.000Z',
    });
    await buildComment(t.db, { user_id: emma.id, content_id: post['id'], content: 'Old pending', status: 'pending', created_at: '2026-01-02T00:00:00.000Z' });
    await buildComment(t.db, {
      content_type: 'product',
      content_id: listing.id,
      content: 'New pending',
      status: 'pending',
      created_at: '2026-01-03T00:00:00.000Z',
    });

    const response = await admin.get('/api/admin/comments');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(contents(response)).toEqual(['New pending', 'Old pending', 'New rejected', 'Old approved']);
    expect(response.body[1]).toMatchObject({
      status: 'pending',
      user_id: emma.id,
      content_title: 'Bedtime routines',
      content_link: '/blog/post/bedtime',
      is_hidden: false,
      user: { id: emma.id, displayName: 'Emma W', profileImageUrl: '/uploads/emma.webp', name: 'Emma W' },
    });
    expect(response.body[0]).toMatchObject({ content_title: 'Wooden crib', content_link: `/marketplace/listing/${listing.id}` });
    expect(response.body[2]).toMatchObject({ content_title: 'Glide stroller', content_link: '/reviews/glide' });
    expect(JSON.stringify(response.body)).not.toMatch(/private|password/);

    expect(contents(await admin.get('/api/admin/comments?status=pending'))).toEqual(['New pending', 'Old pending']);
    expect(contents(await admin.get('/api/admin/comments?status=rejected'))).toEqual(['New rejected']);
    expect(contents(await admin.get('/api/admin/comments?pageSize=1&page=2'))).toEqual(['Old pending']);
    const bad = await admin.get('/api/admin/comments?status=spam');
    expect([bad.status, bad.body]).toEqual([400, { code: 'invalid', message: 'status must be pending, approved, rejected or all' }]);
  });
});

describe('PATCH /api/admin/comments/:id/status', () => {
  it('approving shows the comment to anonymous visitors, takes it off the queue and records the decision; rejecting hides it again', async () => {
    const adminUser = await buildAdmin(t.db, { display_name: 'Team' });
    const admin = await signedInAgent(t, adminUser);
    const post = await buildBlog(t.db);
    const member = await signedInAgent(t, await buildUser(t.db, { display_name: 'Liam' }));
    const posted = await member.post('/api/comments').send({ content: 'Great tips, thank you', content_type: 'blog', content_id: post['id'] });
    const publicList = () => request(t.server).get(`/api/comments/blog/${post['id']}`);
    expect(contents(await publicList())).toEqual([]);
    expect((await admin.get('/api/admin/queue')).headers['x-total-count']).toBe('1');

    const approved = await admin.patch(`/api/admin/comments/${posted.body.id}/status`).send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: posted.body.id, status: 'approved', content_title: post['title'] });
    expect(contents(await publicList())).toEqual(['Great tips, thank you']);
    expect((await admin.get('/api/admin/queue')).body).toEqual([]);
    const [closed] = (await admin.get('/api/admin/queue?status=closed')).body;
    expect(closed).toMatchObject({
      targetType: 'comment',
      targetId: posted.body.id,
      kind: 'pending_comment',
      status: 'closed',
      decision: { action: 'approve', by: { id: adminUser.id, name: 'Team' } },
    });
    expect(await t.db('admin_actions').first()).toMatchObject({ admin_id: adminUser.id, action: 'comment_approved', target_id: posted.body.id });

    expect((await admin.patch(`/api/admin/comments/${posted.body.id}/status`).send({ status: 'rejected' })).body.status).toBe('rejected');
    expect(contents(await publicList())).toEqual([]);
  });

  it.each([['pending'], ['APPROVED'], [''], [null], [['approved']], [{}]])('answers 400 for the status %j and changes nothing', async (status) => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const comment = await buildComment(t.db, { status: 'pending' });
    const response = await admin.patch(`/api/admin/comments/${comment['id']}/status`).send({ status });
    expect([response.status, response.body.message]).toEqual([400, 'Status must be approved or rejected']);
    expect((await t.db('comments').where({ id: comment['id'] }).first()).status).toBe('pending');
  });

  it('answers 404 for a missing comment, 403 to members (their own comment too) and 401 signed out', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    for (const id of [999999, 'abc', '1.5']) {
      const response = await admin.patch(`/api/admin/comments/${id}/status`).send({ status: 'approved' });
      expect([response.status, response.body]).toEqual([404, { code: 'not_found', message: 'Comment not found' }]);
    }
    const author = await buildUser(t.db);
    const comment = await buildComment(t.db, { user_id: author.id, status: 'pending' });
    expect((await (await signedInAgent(t, author)).patch(`/api/admin/comments/${comment['id']}/status`).send({ status: 'approved' })).status).toBe(403);
    expect((await t.agent().patch(`/api/admin/comments/${comment['id']}/status`).send({ status: 'approved' })).status).toBe(401);
    expect((await t.db('comments').where({ id: comment['id'] }).first()).status).toBe('pending');
  });
});
