import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildProduct } from '../marketplace/test/factories';
import { buildBlog, buildComment } from '../test/content-factories';
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

const count = async (query: ReturnType<TestApp['db']>) => Number((await query.count({ n: '*' }).first())?.['n']);

describe('GET /api/admin/stats', () => {
  it('counts what the database holds: every listing, existing accounts, posts, pending comments and open reports', async () => {
    const admin = await buildAdmin(t.db);
    const seller = await buildUser(t.db);
    await buildUser(t.db, { deactivated_at: nowIso() });
    await buildUser(t.db, { deleted_at: nowIso() });
    for (const status of ['active', 'active', 'sold', 'draft'] as const) await buildProduct(t.db, { seller_id: seller.id, status });
    const post = await buildBlog(t.db, { author_id: admin.id });
    await buildBlog(t.db, { author_id: admin.id });
    await buildComment(t.db, { content_id: post['id'], status: 'pending' });
    await buildComment(t.db, { content_id: post['id'], status: 'pending' });
    await buildComment(t.db, { content_id: post['id'], status: 'approved' });
    const reported = await buildProduct(t.db);
    for (const reporter of [await buildUser(t.db), await buildUser(t.db)]) {
      expect(
        (await (await signedInAgent(t, reporter)).post('/api/reports').send({ targetType: 'product', targetId: reported.id, reason: 'scam' })).status,
      ).toBe(201);
    }

    const response = await (await signedInAgent(t, admin)).get('/api/admin/stats');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      products: await count(t.db('products')),
      users: await count(t.db('users').whereNull('deleted_at')),
      blogs: await count(t.db('blogs')),
      pendingComments: await count(t.db('comments').where({ status: 'pending' })),
      openReports: 1,
    });
    expect([response.body.products, response.body.users, response.body.blogs, response.body.pendingComments]).toEqual([5, 9, 2, 2]);
  });

  it("shows Recent Activity newest first, at most 10: comments, listings, members and admins' decisions", async () => {
    const admin = await buildAdmin(t.db, { display_name: 'Nestly Team', created_at: '2026-01-01T00:00:00.000Z' });
    const emma = await buildUser(t.db, { display_name: 'Emma W', created_at: '2026-01-02T00:00:00.000Z' });
    const post = await buildBlog(t.db, { author_id: admin.id, title: 'Bedtime routines', slug: 'bedtime', created_at: '2026-01-03T00:00:00.000Z' });
    const listing = await buildProduct(t.db, { seller_id: emma.id, name: 'Wooden crib', created_at: '2026-01-04T00:00:00.000Z' });
    const agent = await signedInAgent(t, admin);
    const empty = await (await signedInAgent(t, admin)).get('/api/admin/stats');
    expect(empty.body.recentActivity).toHaveLength(3);
    const comment = await buildComment(t.db, {
      user_id: emma.id,
      content_id: post['id'],
      status: 'pending',
      content: 'So helpful',
      created_at: '2026-01-05T00:00:00.000Z',
    });
    expect((await agent.patch(`/api/admin/comments/${comment['id']}/status`).send({ status: 'approved' })).status).toBe(200);

    const { recentActivity } = (await agent.get('/api/admin/stats')).body;
    expect(recentActivity[0]).toEqual({
      type: 'moderation',
      title: 'Nestly Team approved a comment by Emma W: “So helpful”',
      time: expect.any(String),
      link: '/admin?tab=moderation',
    });
    expect(recentActivity.slice(1)).toEqual([
      { type: 'comment', title: 'Emma W commented on “Bedtime routines”', time: '2026-01-05T00:00:00.000Z', link: '/blog/post/bedtime' },
      { type: 'product', title: 'New listing: Wooden crib', time: '2026-01-04T00:00:00.000Z', link: `/marketplace/listing/${listing.id}` },
      { type: 'user', title: 'New member: Emma W', time: '2026-01-02T00:00:00.000Z', link: '/admin?tab=users' },
      { type: 'user', title: 'New member: Nestly Team', time: '2026-01-01T00:00:00.000Z', link: '/admin?tab=users' },
    ]);

    for (let i = 0; i < 12; i += 1) await buildProduct(t.db, { seller_id: emma.id, name: `Listing ${i}` });
    const times = ((await agent.get('/api/admin/stats')).body.recentActivity as Array<{ time: string }>).map((item) => item.time);
    expect(times).toHaveLength(10);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is for admins only: 401 signed out, 403 for members, on every /api/admin path', async () => {
    const member = await signedInAgent(t, await buildUser(t.db));
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/comments', '/api/admin/queue', '/api/admin/no-such-thing']) {
      expect([(await t.agent().get(path)).status, path]).toEqual([401, path]);
      const response = await member.get(path);
      expect([response.status, response.body, path]).toEqual([403, { code: 'forbidden', message: 'Admin access required' }, path]);
    }
  });
});
