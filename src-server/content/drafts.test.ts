import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog, buildComment, buildDeal, buildReview } from '../test/content-factories';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Drafts of posts, reviews and deals: admins see and edit them; for everyone else a draft answers
 * exactly like something that does not exist, on every public surface.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Agent = ReturnType<TestApp['agent']>;
const adminAgent = async () => signedInAgent(t, await buildAdmin(t.db));
const memberAgent = async () => signedInAgent(t, await buildUser(t.db));
const titles = (response: request.Response) => (response.body as { title: string }[]).map((item) => item.title);

interface Kind {
  name: string;
  path: string;
  build: typeof buildBlog;
  /** a valid create body */
  body: Record<string, unknown>;
  /** the ways a single item is read */
  readPaths: (row: Record<string, unknown>) => string[];
  missing: string;
}

const KINDS: Kind[] = [
  {
    name: 'blog post',
    path: '/api/blogs',
    build: buildBlog,
    body: { title: 'Quiet nights', content: '<p>Sleep at last.</p>' },
    readPaths: (row) => [`/api/blogs/${row['slug']}`, `/api/blogs/${row['id']}`, `/api/blogs/id/${row['id']}`],
    missing: 'Blog post not found',
  },
  {
    name: 'review',
    path: '/api/reviews',
    build: buildReview,
    body: { title: 'Quiet nights', content: '<p>Sleep at last.</p>', product_name: 'Night light', rating: 5 },
    readPaths: (row) => [`/api/reviews/${row['slug']}`, `/api/reviews/${row['id']}`],
    missing: 'Review not found',
  },
  {
    name: 'deal',
    path: '/api/deals',
    build: buildDeal,
    body: { title: 'Quiet nights', description: 'Sleep at last.', original_price: 5000, discounted_price: 2500 },
    readPaths: (row) => [`/api/deals/${row['id']}`, `/api/deals/related/${row['id']}`],
    missing: 'Deal not found',
  },
];

describe.each(KINDS)('a draft $name', (kind) => {
  it('is created by an admin as a draft and kept from every public list, search and read', async () => {
    const admin = await adminAgent();
    await kind.build(t.db, { title: 'Published one' });
    const created = await admin.post(kind.path).send({ ...kind.body, status: 'draft' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Quiet nights', status: 'draft' });

    const member = await memberAgent();
    for (const reader of [request(t.server), member] as Array<Agent | ReturnType<typeof request>>) {
      const list = await reader.get(kind.path);
      expect(titles(list)).toEqual(['Published one']);
      expect(list.headers['x-total-count']).toBe('1');
      expect(titles(await reader.get(`${kind.path}?search=quiet`))).toEqual([]);
      // asking for drafts finds none, as if there were none
      const drafts = await reader.get(`${kind.path}?status=draft`);
      expect(drafts.status).toBe(200);
      expect(drafts.body).toEqual([]);
      expect(drafts.headers['x-total-count']).toBe('0');
      expect(titles(await reader.get(`${kind.path}?status=all`))).toEqual(['Published one']);
      for (const path of kind.readPaths(created.body)) {
        const response = await reader.get(path);
        expect(response.status, path).toBe(404);
        expect(response.body.message).toBe(kind.missing);
      }
    }
  });

  it('is seen by admins: in the draft and all lists, found by search, readable by id', async () => {
    const admin = await adminAgent();
    await kind.build(t.db, { title: 'Published one' });
    const draft = await kind.build(t.db, { title: 'Quiet nights', status: 'draft' });
    expect(titles(await admin.get(kind.path))).toEqual(['Published one']);
    expect(titles(await admin.get(`${kind.path}?status=draft`))).toEqual(['Quiet nights']);
    expect(titles(await admin.get(`${kind.path}?status=all`)).sort()).toEqual(['Published one', 'Quiet nights']);
    expect(titles(await admin.get(`${kind.path}?status=draft&search=quiet`))).toEqual(['Quiet nights']);
    const [read] = kind.readPaths(draft);
    const response = await admin.get(read!);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: draft['id'], status: 'draft' });
  });

  it('appears once published, dated when it went out, and leaves again when taken back to draft', async () => {
    const admin = await adminAgent();
    const draft = await kind.build(t.db, { title: 'Quiet nights', status: 'draft', created_at: '2025-01-01T00:00:00.000Z' });
    // read (and, on SQLite, cached) before it is published: publishing must show it all the same
    expect(titles(await request(t.server).get(kind.path))).toEqual([]);
    const before = Date.now();
    const published = await admin.patch(`${kind.path}/${draft['id']}`).send({ status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(new Date(published.body.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(titles(await request(t.server).get(kind.path))).toEqual(['Quiet nights']);
    const [read] = kind.readPaths(draft);
    expect((await request(t.server).get(read!)).status).toBe(200);

    // an edit that leaves the status alone keeps the date
    const edited = await admin.patch(`${kind.path}/${draft['id']}`).send({ title: 'Quiet nights, at last' });
    expect(edited.body).toMatchObject({ status: 'published', created_at: published.body.created_at });

    const unpublished = await admin.patch(`${kind.path}/${draft['id']}`).send({ status: 'draft' });
    expect(unpublished.body.status).toBe('draft');
    expect(titles(await request(t.server).get(kind.path))).toEqual([]);
    expect((await request(t.server).get(read!)).status).toBe(404);
  });

  it('is published when a create sends no status, as before drafts existed', async () => {
    const admin = await adminAgent();
    const created = await admin.post(kind.path).send(kind.body);
    expect(created.body.status).toBe('published');
    expect(titles(await request(t.server).get(kind.path))).toEqual(['Quiet nights']);
  });

  it.each([['bogus'], [''], [null], [3], [['draft']]])('refuses the status %j with a 400 and a message', async (status) => {
    const admin = await adminAgent();
    const created = await admin.post(kind.path).send({ ...kind.body, status });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/status/i);
    const row = await kind.build(t.db);
    const updated = await admin.patch(`${kind.path}/${row['id']}`).send({ status });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toMatch(/status/i);
  });

  it('refuses an unknown ?status= of the list with a 400', async () => {
    const response = await request(t.server).get(`${kind.path}?status=hidden`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('status must be one of draft, published, all');
  });

  it('cannot be made or published by a member', async () => {
    const member = await memberAgent();
    const draft = await kind.build(t.db, { status: 'draft' });
    expect((await member.post(kind.path).send({ ...kind.body, status: 'draft' })).status).toBe(403);
    expect((await member.patch(`${kind.path}/${draft['id']}`).send({ status: 'published' })).status).toBe(403);
    expect(await t.db(kind.path.slice('/api/'.length)).where({ id: draft['id'] }).first('status')).toEqual({ status: 'draft' });
  });
});

describe('what else a draft keeps to itself', () => {
  it.each([
    ['blog', buildBlog, 'Blog post not found'],
    ['review', buildReview, 'Review not found'],
  ] as const)('comments on a draft %s: a 404 to read or post for members, readable by admins', async (contentType, build, missing) => {
    const draft = await build(t.db, { status: 'draft' });
    await buildComment(t.db, { content_type: contentType, content_id: draft['id'], content: 'Lovely' });
    const member = await memberAgent();
    for (const reader of [request(t.server), member] as Array<Agent | ReturnType<typeof request>>) {
      const list = await reader.get(`/api/comments/${contentType}/${draft['id']}`);
      expect(list.status).toBe(404);
      expect(list.body.message).toBe(missing);
    }
    const posted = await member.post('/api/comments').send({ content_type: contentType, content_id: draft['id'], content: 'First!' });
    expect(posted.status).toBe(404);
    expect(posted.body.message).toBe(missing);
    const admin = await adminAgent();
    const seen = await admin.get(`/api/comments/${contentType}/${draft['id']}`);
    expect(seen.status).toBe(200);
    expect(seen.body.map((comment: { content: string }) => comment.content)).toEqual(['Lovely']);
  });

  it('a draft review takes no votes', async () => {
    const draft = await buildReview(t.db, { status: 'draft' });
    const member = await memberAgent();
    const vote = await member.put(`/api/reviews/${draft['id']}/vote`).send({ is_helpful: true });
    expect(vote.status).toBe(404);
    expect(vote.body.message).toBe('Review not found');
    expect((await member.delete(`/api/reviews/${draft['id']}/vote`)).status).toBe(404);
  });

  it('similar deals leave drafts out, for admins too', async () => {
    const shown = await buildDeal(t.db, { title: 'Shown' });
    await buildDeal(t.db, { title: 'Hidden', status: 'draft' });
    await buildDeal(t.db, { title: 'Also shown' });
    const admin = await adminAgent();
    for (const reader of [request(t.server), admin] as Array<Agent | ReturnType<typeof request>>) {
      expect(titles(await reader.get(`/api/deals/related/${shown['id']}`))).toEqual(['Also shown']);
    }
  });

  it('the sitemap names published posts, reviews and deals only', async () => {
    await buildBlog(t.db, { slug: 'out-now' });
    await buildBlog(t.db, { slug: 'not-yet', status: 'draft' });
    await buildReview(t.db, { slug: 'reviewed' });
    await buildReview(t.db, { slug: 'draft-review', status: 'draft' });
    const deal = await buildDeal(t.db);
    const draftDeal = await buildDeal(t.db, { status: 'draft' });
    const xml = (await request(t.server).get('/sitemap.xml')).text;
    expect(xml).toContain('/blog/post/out-now<');
    expect(xml).toContain('/reviews/reviewed<');
    expect(xml).toContain(`/deals/${deal['id']}<`);
    expect(xml).not.toContain('not-yet');
    expect(xml).not.toContain('draft-review');
    expect(xml).not.toContain(`/deals/${draftDeal['id']}<`);
  });

  it('publishing a draft puts it in the sitemap made before', async () => {
    const draft = await buildBlog(t.db, { slug: 'soon', status: 'draft' });
    expect((await request(t.server).get('/sitemap.xml')).text).not.toContain('/blog/post/soon<');
    const admin = await adminAgent();
    await admin.patch(`/api/blogs/${draft['id']}`).send({ status: 'published' });
    expect((await request(t.server).get('/sitemap.xml')).text).toContain('/blog/post/soon<');
  });
});
