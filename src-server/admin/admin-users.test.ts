import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildProduct } from '../marketplace/test/factories';
import { openEventStream } from '../messaging/test/event-stream';
import { listen } from '../test/listening';
import { buildAdmin, buildUser } from '../test/factories';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const ids = (response: request.Response) => (response.body as Array<{ id: number }>).map((user) => user.id);
const roleOf = async (id: number) => (await t.db('users').where({ id }).first()).role as string;
const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;
const setRole = (cookie: string, id: number, role: unknown) =>
  request(t.server).patch(`/api/admin/users/${id}/role`).set('Origin', TEST_ORIGIN).set('Cookie', cookie).send({ role });

describe('GET /api/admin/users', () => {
  it('lists accounts newest first with their state and listings, paged, and never a password hash', async () => {
    const admin = await buildAdmin(t.db, { created_at: '2026-01-01T00:00:00.000Z' });
    const seller = await buildUser(t.db, { created_at: '2026-02-01T00:00:00.000Z', display_name: 'Sam Seller' });
    const away = await buildUser(t.db, { created_at: '2026-03-01T00:00:00.000Z', deactivated_at: '2026-03-02T00:00:00.000Z' });
    await buildUser(t.db, { created_at: '2026-04-01T00:00:00.000Z', deleted_at: nowIso() });
    await buildProduct(t.db, { seller_id: seller.id });
    await buildProduct(t.db, { seller_id: seller.id, status: 'draft' });
    const agent = await signedInAgent(t, admin);

    const response = await agent.get('/api/admin/users');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(response)).toEqual([away.id, seller.id, admin.id]);
    expect(response.body[1]).toMatchObject({
      id: seller.id,
      email: seller.email,
      displayName: 'Sam Seller',
      role: 'user',
      deactivatedAt: null,
      listingsCount: 2,
    });
    expect(response.body[0].deactivatedAt).toBe('2026-03-02T00:00:00.000Z');
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt|hash/i);

    const second = await agent.get('/api/admin/users?pageSize=2&page=2');
    expect([ids(second), second.headers['x-total-count']]).toEqual([[admin.id], '3']);
  });

  it('searches names and emails without case, takes LIKE characters literally, and filters by role and status', async () => {
    const admin = await buildAdmin(t.db, { display_name: 'Team Lead', email: 'lead@nestly.example' });
    const emma = await buildUser(t.db, { display_name: 'Emma Carter', email: 'emma@example.com' });
    const percent = await buildUser(t.db, { display_name: '100% Dad', email: 'dad@example.com' });
    const away = await buildUser(t.db, { first_name: 'Olivia', deactivated_at: nowIso() });
    const agent = await signedInAgent(t, admin);
    expect(ids(await agent.get('/api/admin/users?search=CARTER'))).toEqual([emma.id]);
    expect(ids(await agent.get('/api/admin/users?search=emma@EXAMPLE'))).toEqual([emma.id]);
    expect(ids(await agent.get('/api/admin/users?search=%25'))).toEqual([percent.id]);
    expect(ids(await agent.get('/api/admin/users?search=_'))).toEqual([]);
    expect(ids(await agent.get('/api/admin/users?search=olivia'))).toEqual([away.id]);
    expect(ids(await agent.get('/api/admin/users?role=admin'))).toEqual([admin.id]);
    expect(ids(await agent.get('/api/admin/users?status=deactivated'))).toEqual([away.id]);
    expect(ids(await agent.get('/api/admin/users?status=active&role=user'))).toEqual([percent.id, emma.id]);
  });

  it.each([
    ['role=owner', 'role must be user or admin'],
    ['status=banned', 'status must be active, deactivated or all'],
  ])('answers 400 for ?%s', async (query, message) => {
    const agent = await signedInAgent(t, await buildAdmin(t.db));
    const response = await agent.get(`/api/admin/users?${query}`);
    expect([response.status, response.body]).toEqual([400, { code: 'invalid', message }]);
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it("promotes a member: their open sessions have the admin's rights at once and their live streams restart", async () => {
    const admin = await buildAdmin(t.db);
    const member = await buildUser(t.db, { display_name: 'Olivia' });
    const memberCookie = await sessionCookieOf(t, member);
    expect((await request(t.server).get('/api/admin/stats').set('Cookie', memberCookie)).status).toBe(403);
    const server = await listen(t.app);
    try {
      const stream = await openEventStream(`http://127.0.0.1:${server.port}`, memberCookie);
      await stream.next();
      const response = await setRole(await sessionCookieOf(t, admin), member.id, 'admin');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: member.id, role: 'admin' });
      await stream.ended;
      expect(t.events.streamCount(member.id)).toBe(0);
    } finally {
      await server.close();
    }
    expect(await isSignedIn(memberCookie)).toBe(true);
    expect((await request(t.server).get('/api/admin/stats').set('Cookie', memberCookie)).status).toBe(200);
    expect((await t.db('admin_actions').first()).summary).toBe('made Olivia an admin');
  });

  it("demotes an admin while another remains: their rights go at once, their session stays a member's", async () => {
    const [first, second] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const secondCookie = await sessionCookieOf(t, second);
    const firstCookie = await sessionCookieOf(t, first);
    expect((await setRole(firstCookie, first.id, 'admin')).status).toBe(200);
    expect(await isSignedIn(firstCookie)).toBe(true);
    expect((await setRole(firstCookie, second.id, 'user')).body.role).toBe('user');
    expect(await isSignedIn(secondCookie)).toBe(true);
    expect((await request(t.server).get('/api/admin/stats').set('Cookie', secondCookie)).status).toBe(403);
    expect(await roleOf(second.id)).toBe('user');
  });

  it('refuses to demote the last admin, themself included', async () => {
    const admin = await buildAdmin(t.db);
    await buildAdmin(t.db, { deactivated_at: nowIso() });
    const cookie = await sessionCookieOf(t, admin);
    const response = await setRole(cookie, admin.id, 'user');
    expect([response.status, response.body]).toEqual([400, { code: 'invalid', message: 'The last admin cannot be demoted' }]);
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('lets an admin step down while another admin remains, and keeps them signed in as a member', async () => {
    const [leaving] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const cookie = await sessionCookieOf(t, leaving);
    const response = await setRole(cookie, leaving.id, 'user');
    expect([response.status, response.body.role]).toEqual([200, 'user']);
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await request(t.server).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(403);
  });

  it('leaves one admin when two admins demote each other at the same moment', async () => {
    const [first, second] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const [firstCookie, secondCookie] = [await sessionCookieOf(t, first), await sessionCookieOf(t, second)];
    const answers = await Promise.all([setRole(firstCookie, second.id, 'user'), setRole(secondCookie, first.id, 'user')]);
    // one demotion goes through; the other is refused either by the last-admin check (both were admins
    // when they asked) or, when the first one had already finished, because its sender is no admin any more
    const [done, refused] = [...answers].sort((a, b) => a.status - b.status);
    expect(done!.status).toBe(200);
    expect([refused!.status, refused!.body.message]).toSatisfy(
      ([status, message]: [number, string]) =>
        (status === 400 && message === 'The last admin cannot be demoted') || (status === 403 && message === 'Admin access required'),
    );
    expect(Number((await t.db('users').where({ role: 'admin' }).count({ n: '*' }).first())?.['n'])).toBe(1);
  });

  it.each([['owner'], ['ADMIN'], [''], [null], [['admin']], [{ role: 'admin' }], [1]])('answers 400 for the role %j and changes nothing', async (role) => {
    const admin = await buildAdmin(t.db);
    const member = await buildUser(t.db);
    const response = await setRole(await sessionCookieOf(t, admin), member.id, role);
    expect([response.status, response.body.message]).toEqual([400, 'Role must be user or admin']);
    expect(await roleOf(member.id)).toBe('user');
  });

  it('answers 404 for a missing or deleted member, 403 to members and 401 signed out', async () => {
    const cookie = await sessionCookieOf(t, await buildAdmin(t.db));
    const deleted = await buildUser(t.db, { deleted_at: nowIso() });
    for (const id of [999999, deleted.id]) expect((await setRole(cookie, id, 'admin')).status).toBe(404);
    const member = await buildUser(t.db);
    const memberCookie = await sessionCookieOf(t, member);
    const self = await setRole(memberCookie, member.id, 'admin');
    expect([self.status, self.body]).toEqual([403, { code: 'forbidden', message: 'Admin access required' }]);
    expect((await t.agent().patch(`/api/admin/users/${member.id}/role`).send({ role: 'admin' })).status).toBe(401);
    expect(await roleOf(member.id)).toBe('user');
  });
});
