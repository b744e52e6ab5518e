import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
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

const contents = (response: request.Response) => (response.body as { content: string }[]).map((comment) => comment.content);

describe('GET /api/comments/{contentType}/{contentId}', () => {
  it('shows approved comments oldest first, with the display name or User {id}', async () => {
    const post = await buildBlog(t.db);
    const emma = await buildUser(t.db, { display_name: 'Emma W', email: 'emma.secret@example.com' });
    const nameless = await buildUser(t.db, { display_name: null, first_name: 'Liam' });
    await buildComment(t.db, { content_id: post['id'], user_id: emma.id, content: 'First', created_at: '2026-01-01T00:00:00.000Z' });
    await buildComment(t.db, { content_id: post['id'], user_id: nameless.id, content: 'Second', created_at: '2026-01-02T00:00:00.000Z' });
    const response = await request(t.server).get(`/api/comments/blog/${post['id']}`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toMatchObject([
      { content: 'First', user_id: emma.id, status: 'approved', user: { id: emma.id, name: 'Emma W', displayName: 'Emma W' } },
      { content: 'Second', user: { id: nameless.id, name: `User ${nameless.id}`, displayName: null } },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/secret|password/);
  });

  it("hides pending and rejected comments, except the viewer's own pending ones", async () => {
    const post = await buildBlog(t.db);
    const author = await buildUser(t.db);
    const other = await buildUser(t.db);
    await buildComment(t.db, { content_id: post['id'], content: 'Approved' });
    await buildComment(t.db, { content_id: post['id'], user_id: author.id, status: 'pending', content: 'Mine, pending' });
    await buildComment(t.db, { content_id: post['id'], user_id: author.id, status: 'rejected', content: 'Mine, rejected' });
    await buildComment(t.db, { content_id: post['id'], user_id: other.id, status: 'pending', content: 'Theirs, pending' });
    await buildComment(t.db, { content_type: 'review', content_id: post['id'], content: 'Other content type' });
    const path = `/api/comments/blog/${post['id']}`;
    expect(contents(await request(t.server).get(path))).toEqual(['Approved']);
    expect(contents(await (await signedInAgent(t, author)).get(path))).toEqual(['Approved', 'Mine, pending']);
    expect(contents(await (await signedInAgent(t, other)).get(path))).toEqual(['Approved', 'Theirs, pending']);
  });

  it('answers 404 for unknown content types and non-numeric ids', async () => {
    for (const path of ['/api/comments/video/1', '/api/comments/blog/abc', '/api/comments/blog/0']) {
      expect((await request(t.server).get(path)).status, path).toBe(404);
    }
  });
});

describe('POST /api/comments', () => {
  it("posts a member's comment as pending, trimmed, and shows it to them", async () => {
    const review = await buildReview(t.db);
    const member = await buildUser(t.db, { display_name: 'Olivia' });
    const agent = await signedInAgent(t, member);
    const response = await agent.post('/api/comments').send({ content: '  Really useful  ', content_type: 'review', content_id: review['id'] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ content: 'Really useful', status: 'pending', user_id: member.id, user: { name: 'Olivia' } });
    expect(contents(await agent.get(`/api/comments/review/${review['id']}`))).toEqual(['Really useful']);
    expect(contents(await request(t.server).get(`/api/comments/review/${review['id']}`))).toEqual([]);
  });

  it("approves an admin's comment at once", async () => {
    const post = await buildBlog(t.db);
    const agent = await signedInAgent(t, await buildAdmin(t.db));
    const response = await agent.post('/api/comments').send({ content: 'Thanks all', content_type: 'blog', content_id: post['id'] });
    expect(response.body.status).toBe('approved');
    expect(contents(await request(t.server).get(`/api/comments/blog/${post['id']}`))).toEqual(['Thanks all']);
  });

  it('needs a signed-in member', async () => {
    const post = await buildBlog(t.db);
    const response = await t.agent().post('/api/comments').send({ content: 'Hi', content_type: 'blog', content_id: post['id'] });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Must be logged in to comment');
  });

  it('answers 404 when the content does not exist', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const cases = [
      ['blog', 'Blog post not found'],
      ['review', 'Review not found'],
      ['product', 'Product not found'],
    ];
    for (const [contentType, message] of cases) {
      const response = await agent.post('/api/comments').send({ content: 'Hi', content_type: contentType, content_id: 999 });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(message);
    }
    expect(await t.db('comments').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ content: '   ', content_type: 'blog', content_id: 1 }, 'Comment cannot be empty'],
    [{ content_type: 'blog', content_id: 1 }, 'Comment cannot be empty'],
    [{ content: 'x'.repeat(2001), content_type: 'blog', content_id: 1 }, 'Comment must be at most 2000 characters'],
    [{ content: 'Hi', content_type: 'video', content_id: 1 }, 'content_type must be blog, review or product'],
    [{ content: 'Hi', content_type: 'blog', content_id: 'one' }, 'content_id must be a positive whole number'],
    [{ content: 'Hi', content_type: 'blog', content_id: -4 }, 'content_id must be a positive whole number'],
    [{ content: ['Hi'], content_type: 'blog', content_id: 1 }, 'content is not valid'],
  ])('answers 400 for %j', async (body, message) => {
    await buildBlog(t.db);
    const response = await (await signedInAgent(t, await buildUser(t.db))).post('/api/comments').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('comments').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('stores the text as typed; the page shows it as text, never as markup', async () => {
    const post = await buildBlog(t.db);
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/comments').send({ content: '<b>hi</b>', content_type: 'blog', content_id: post['id'] });
    expect(response.body.content).toBe('<b>hi</b>');
  });
});

describe('comment rate limit', () => {
  it('answers 429 with a message once a member posts too many, per member', async () => {
    await t.close();
    t = await createTestApp({ commentRateLimit: 2 });
    const post = await buildBlog(t.db);
    const body = { content: 'Hi', content_type: 'blog', content_id: post['id'] };
    const first = await signedInAgent(t, await buildUser(t.db));
    expect((await first.post('/api/comments').send(body)).status).toBe(201);
    expect((await first.post('/api/comments').send(body)).status).toBe(201);
    const limited = await first.post('/api/comments').send(body);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('You are posting comments too quickly. Please try again in 10 minutes.');
    const second = await signedInAgent(t, await buildUser(t.db));
    expect((await second.post('/api/comments').send(body)).status).toBe(201);
    expect(await t.db('comments').count({ n: '*' })).toEqual([{ n: 3 }]);
  });
});
