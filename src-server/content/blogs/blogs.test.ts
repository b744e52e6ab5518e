import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildBlog, buildBlogCategory, buildComment } from '../../test/content-factories';
import { buildAdmin, buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const adminAgent = async () => signedInAgent(t, await buildAdmin(t.db));
const titles = (response: request.Response) => (response.body as { title: string }[]).map((post) => post.title);

describe('GET /api/blogs', () => {
  it('lists newest first with the total in X-Total-Count and pages through', async () => {
    for (let i = 1; i <= 11; i++) await buildBlog(t.db, { title: `Post ${i}`, created_at: `2026-01-${String(i).padStart(2, '0')}T10:00:00.000Z` });
    const first = await request(t.server).get('/api/blogs?pageSize=9');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('11');
    expect(titles(first)).toHaveLength(9);
    expect(titles(first)[0]).toBe('Post 11');
    const second = await request(t.server).get('/api/blogs?pageSize=9&page=2');
    expect(titles(second)).toEqual(['Post 2', 'Post 1']);
  });

  it('joins the author and category in the list', async () => {
    const category = await buildBlogCategory(t.db, { name: 'Sleep', slug: 'sleep' });
    const author = await buildAdmin(t.db, { display_name: 'Nina Editor' });
    await buildBlog(t.db, { category_id: category['id'], author_id: author.id });
    const [post] = (await request(t.server).get('/api/blogs')).body;
    expect(post).toMatchObject({ category_name: 'Sleep', author: { id: author.id, name: 'Nina Editor' } });
    expect(JSON.stringify(post)).not.toMatch(/password|email/);
  });

  it('filters by blog category id or slug', async () => {
    const sleep = await buildBlogCategory(t.db, { name: 'Sleep', slug: 'sleep' });
    const food = await buildBlogCategory(t.db, { name: 'Food', slug: 'food' });
    await buildBlog(t.db, { title: 'Naps', category_id: sleep['id'] });
    await buildBlog(t.db, { title: 'Purees', category_id: food['id'] });
    expect(titles(await request(t.server).get('/api/blogs?category=sleep'))).toEqual(['Naps']);
    expect(titles(await request(t.server).get(`/api/blogs?category=${food['id']}`))).toEqual(['Purees']);
    const none = await request(t.server).get('/api/blogs?category=nothing');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('searches the title and the text of the body, not its markup', async () => {
    await buildBlog(t.db, { title: 'Gentle bedtime routine', content: '<p>Bath, book, bed.</p>' });
    await buildBlog(t.db, { title: 'Weaning', content: '<p>Start with <strong>soft</strong> vegetables.</p>' });
    expect(titles(await request(t.server).get('/api/blogs?search=bedtime'))).toEqual(['Gentle bedtime routine']);
    expect(titles(await request(t.server).get('/api/blogs?search=vegetables'))).toEqual(['Weaning']);
    expect(titles(await request(t.server).get('/api/blogs?search=strong'))).toEqual([]);
    // prefix match on the last word, stemming on the others
    expect(titles(await request(t.server).get('/api/blogs?search=gentle%20bedt'))).toEqual(['Gentle bedtime routine']);
    expect(titles(await request(t.server).get('/api/blogs?search=routines'))).toEqual(['Gentle bedtime routine']);
  });

  it('keeps the index in step with updates and deletes', async () => {
    const admin = await adminAgent();
    const post = await buildBlog(t.db, { title: 'Teething tips' });
    await admin.patch(`/api/blogs/${post['id']}`).send({ title: 'Sleep regression' });
    expect(titles(await request(t.server).get('/api/blogs?search=teething'))).toEqual([]);
    expect(titles(await request(t.server).get('/api/blogs?search=regression'))).toEqual(['Sleep regression']);
    await admin.delete(`/api/blogs/${post['id']}`);
    expect(titles(await request(t.server).get('/api/blogs?search=regression'))).toEqual([]);
  });

  it.each(['"', '*', 'AND', 'OR NOT', '(', ')', 'a"b', 'NEAR(a b)', '^', ':', '-', "'", '\\', '%', '_', 'title:x', '{}', '🙂'])(
    'answers 200 for the odd search text %j',
    async (search) => {
      await buildBlog(t.db, { title: 'AND or NOT' });
      const response = await request(t.server).get(`/api/blogs?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    },
  );

  it('ignores names it does not take, and refuses a repeated or malformed value with 400 naming it', async () => {
    await buildBlog(t.db);
    expect((await request(t.server).get('/api/blogs?category[x]=1&utm_source=mail')).status).toBe(200);
    for (const [query, message] of [
      ['search=a&search=b', 'search must be given once, as text'],
      ['page=-3', 'page must be a whole number from 1 to 1000000'],
      ['pageSize=abc', 'pageSize must be a whole number from 1 to 100'],
    ]) {
      const response = await request(t.server).get(`/api/blogs?${query}`);
      expect([response.status, response.body], query).toEqual([400, { code: 'invalid', message }]);
    }
  });
});

describe('GET /api/blogs/{id-or-slug}', () => {
  it('finds a post by id, by slug and through /blogs/id/{id}', async () => {
    const post = await buildBlog(t.db, { slug: 'first-steps', title: 'First steps' });
    for (const path of [`/api/blogs/${post['id']}`, '/api/blogs/first-steps', `/api/blogs/id/${post['id']}`]) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(200);
      expect(response.body).toMatchObject({ id: post['id'], slug: 'first-steps', title: 'First steps' });
    }
  });

  it('answers 404 Blog post not found for missing ids and slugs', async () => {
    for (const path of ['/api/blogs/999', '/api/blogs/nope', '/api/blogs/id/nope', '/api/blogs/id/999', '/api/blogs/id/1e3']) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ code: 'not_found', message: 'Blog post not found' });
    }
  });

  it('never serves a script, even one written straight into the database', async () => {
    const post = await buildBlog(t.db, { content: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">' });
    const response = await request(t.server).get(`/api/blogs/${post['id']}`);
    expect(response.body.content).not.toMatch(/script|onerror/);
  });
});

describe('GET /api/blog-categories', () => {
  it('lists the categories with id, name and slug', async () => {
    await buildBlogCategory(t.db, { name: 'Toddlers', slug: 'toddlers' });
    const response = await request(t.server).get('/api/blog-categories');
    expect(response.body).toEqual([{ id: expect.any(Number), name: 'Toddlers', slug: 'toddlers' }]);
  });
});

describe('writing blog posts', () => {
  it('lets an admin create a post: slug from the title, sanitised body, author set', async () => {
    const admin = await buildAdmin(t.db);
    const agent = await signedInAgent(t, admin);
    const response = await agent.post('/api/blogs').send({
      title: '  Tips & Tricks: Año 1!  ',
      content: '<p onclick="x()">Hello</p><script>alert(1)</script>',
      image: 'https://ibb.co/AbC123',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Tips & Tricks: Año 1!',
      slug: 'tips-and-tricks-ano-1',
      content: '<p>Hello</p>',
      author_id: admin.id,
      image: 'https://i.ibb.co/AbC123/image.jpg',
    });
    expect((await request(t.server).get('/api/blogs/tips-and-tricks-ano-1')).status).toBe(200);
  });

  it('keeps slugs unique, and never all digits', async () => {
    const agent = await adminAgent();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await agent.post('/api/blogs').send({ title: 'Same Title', content: '<p>x</p>' })).body.slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    expect((await agent.post('/api/blogs').send({ title: '2026', content: 'x' })).body.slug).toBe('post-2026');
    expect((await agent.post('/api/blogs').send({ title: '!!!', content: 'x' })).body.slug).toBe('post');
    expect((await agent.post('/api/blogs').send({ title: '¡¡¡', content: 'x' })).body.slug).toBe('post-2');
  });

  it('keeps the slug when the title changes, so shared links still work', async () => {
    const agent = await adminAgent();
    const created = (await agent.post('/api/blogs').send({ title: 'Old title', content: 'x' })).body;
    const updated = await agent.patch(`/api/blogs/${created.id}`).send({ title: 'New title', content: '<h2>New</h2>', image: '' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ slug: 'old-title', title: 'New title', content: '<h2>New</h2>', image: null });
  });

  it('deletes a post with its comments', async () => {
    const agent = await adminAgent();
    const post = await buildBlog(t.db);
    await buildComment(t.db, { content_type: 'blog', content_id: post['id'] });
    expect((await agent.delete(`/api/blogs/${post['id']}`)).status).toBe(204);
    expect((await request(t.server).get(`/api/blogs/${post['id']}`)).status).toBe(404);
    expect(await t.db('comments').where({ content_type: 'blog', content_id: post['id'] })).toEqual([]);
    expect((await agent.delete(`/api/blogs/${post['id']}`)).status).toBe(404);
  });

  it('refuses anonymous visitors (401) and members (403), changing nothing', async () => {
    const post = await buildBlog(t.db, { title: 'Untouched' });
    const member = await signedInAgent(t, await buildUser(t.db));
    const anonymous = t.agent();
    for (const [agent, status] of [
      [anonymous, 401],
      [member, 403],
    ] as const) {
      expect((await agent.post('/api/blogs').send({ title: 'x', content: 'y' })).status).toBe(status);
      expect((await agent.patch(`/api/blogs/${post['id']}`).send({ title: 'changed' })).status).toBe(status);
      expect((await agent.delete(`/api/blogs/${post['id']}`)).status).toBe(status);
    }
    expect(await t.db('blogs').pluck('title')).toEqual(['Untouched']);
  });

  it.each([
    [{ content: '<p>x</p>' }, 'Please fill in all required fields', 'title'],
    [{ title: '   ', content: '<p>x</p>' }, 'Please fill in all required fields', 'title'],
    [{ title: 'x' }, 'Please fill in all required fields', 'content'],
    [{ title: 'x', content: '<script>alert(1)</script>' }, 'Please fill in all required fields', 'content'],
    [{ title: 'x'.repeat(201), content: 'y' }, 'Title must be at most 200 characters', 'title'],
    [{ title: 'x', content: 'y', image: 'javascript:alert(1)' }, 'Must be a valid URL', 'image'],
    [{ title: 'x', content: 'y', image: '//evil.example/x.jpg' }, 'Must be a valid URL', 'image'],
    [{ title: 'x', content: 'y', category_id: 999 }, 'Category not found', 'category_id'],
    [{ title: 'x', content: 'y', category_id: 'abc' }, 'Category is not valid', 'category_id'],
    [{ title: ['x'], content: 'y' }, 'title is not valid', 'title'],
  ])('create answers 400 for %j', async (body, message, field) => {
    const response = await (await adminAgent()).post('/api/blogs').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await t.db('blogs').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: null }, 'Title is required'],
    [{ content: '  ' }, 'Content is required'],
    [{ content: '<script>x</script>' }, 'Content is required'],
    [{ image: 'ftp://x.example/a.jpg' }, 'Must be a valid URL'],
  ])('update answers 400 for %j', async (body, message) => {
    const post = await buildBlog(t.db, { title: 'Kept' });
    const response = await (await adminAgent()).patch(`/api/blogs/${post['id']}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('blogs').pluck('title')).toEqual(['Kept']);
  });

  it('answers 404 when updating a missing or non-numeric id', async () => {
    const agent = await adminAgent();
    expect((await agent.patch('/api/blogs/999').send({ title: 'x' })).status).toBe(404);
    expect((await agent.patch('/api/blogs/abc').send({ title: 'x' })).status).toBe(404);
  });
});
