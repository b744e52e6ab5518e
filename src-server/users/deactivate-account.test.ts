import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { ACCOUNT_DEACTIVATED } from '../auth/auth.service';
import { buildProduct } from '../marketplace/test/factories';
import { openEventStream } from '../messaging/test/event-stream';
import { buildAdmin, buildUser } from '../test/factories';
import { listen, type Listening } from '../test/listening';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let server: Listening;
beforeEach(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterEach(async () => {
  await server.close();
  await t.close();
});

const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;
const deactivate = (cookie: string, id: number, body: object = {}) =>
  request(t.server).post(`/api/users/${id}/deactivate`).set('Origin', TEST_ORIGIN).set('Cookie', cookie).send(body);
const deactivatedAt = async (id: number) => (await t.db('users').where({ id }).first()).deactivated_at as string | null;

describe('POST /api/users/:id/deactivate', () => {
  it("with the member's password: signs them out everywhere at once, hides their listings and refuses sign-in with a message", async () => {
    const member = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: member.id });
    const [here, there] = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
    const stream = await openEventStream(`http://127.0.0.1:${server.port}`, there);
    await stream.next();

    const response = await deactivate(here, member.id, { password: member.password });
    expect(response.status).toBe(204);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    await stream.ended;
    expect([await isSignedIn(here), await isSignedIn(there)]).toEqual([false, false]);
    expect(await deactivatedAt(member.id)).not.toBeNull();

    const signIn = await t.agent().post('/api/login').send({ email: member.email, password: member.password });
    expect([signIn.status, signIn.body]).toEqual([403, { code: 'forbidden', message: ACCOUNT_DEACTIVATED }]);
    expect(ACCOUNT_DEACTIVATED).toMatch(/deactivated/);
    expect((await request(t.server).get(`/api/products/${listing.id}`)).status).toBe(404);
    expect((await request(t.server).get('/api/products')).body).toEqual([]);
    expect((await request(t.server).get(`/api/users/${member.id}`)).status).toBe(404);
  });

  it.each([
    [{}, 'Please enter your password'],
    [{ password: '' }, 'Please enter your password'],
    [{ password: 'not-my-password' }, 'Password is incorrect'],
    [{ password: ['password123'] }, 'Please enter your password'],
  ])("refuses the member's own deactivation with %j: 400, nothing changes", async (body, message) => {
    const member = await buildUser(t.db);
    const cookie = await sessionCookieOf(t, member);
    const response = await deactivate(cookie, member.id, body);
    expect([response.status, response.body]).toEqual([400, { code: 'invalid', message, errors: { password: message } }]);
    expect(await deactivatedAt(member.id)).toBeNull();
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('lets an admin deactivate a member without a password, records it, and reactivate them from the users table', async () => {
    const member = await buildUser(t.db, { display_name: 'Sam Seller' });
    const listing = await buildProduct(t.db, { seller_id: member.id });
    const memberCookie = await sessionCookieOf(t, member);
    const adminUser = await buildAdmin(t.db);
    const admin = await signedInAgent(t, adminUser);

    expect((await admin.post(`/api/users/${member.id}/deactivate`).send({})).status).toBe(204);
    expect(await isSignedIn(memberCookie)).toBe(false);
    expect((await admin.get('/api/admin/users?status=deactivated')).body.map((user: { id: number }) => user.id)).toEqual([member.id]);
    const action = await t.db('admin_actions').first();
    expect(action).toMatchObject({
      admin_id: adminUser.id,
      action: 'deactivate',
      target_type: 'user',
      target_id: member.id,
      summary: 'deactivated Sam Seller',
    });

    const reactivated = await admin.post(`/api/admin/users/${member.id}/reactivate`);
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ id: member.id, deactivatedAt: null, listingsCount: 1 });
    expect((await t.agent().post('/api/login').send({ email: member.email, password: member.password })).status).toBe(200);
    expect((await request(t.server).get(`/api/products/${listing.id}`)).status).toBe(200);
    expect((await t.db('admin_actions').orderBy('id', 'desc').first()).summary).toBe('reactivated Sam Seller');
  });

  it('answers another member 403 and a signed-out caller 401, and changes nothing', async () => {
    const member = await buildUser(t.db);
    const other = await signedInAgent(t, await buildUser(t.db));
    const response = await other.post(`/api/users/${member.id}/deactivate`).send({ password: member.password });
    expect([response.status, response.body]).toEqual([403, { code: 'forbidden', message: 'You can only change your own account' }]);
    expect((await t.agent().post(`/api/users/${member.id}/deactivate`).send({ password: member.password })).status).toBe(401);
    expect(await deactivatedAt(member.id)).toBeNull();
  });

  it('keeps the last admin: refused with 400; with a second admin it goes through', async () => {
    const first = await buildAdmin(t.db);
    const cookie = await sessionCookieOf(t, first);
    const refused = await deactivate(cookie, first.id, { password: first.password });
    expect([refused.status, refused.body]).toEqual([400, { code: 'invalid', message: 'The last admin cannot be deactivated' }]);
    expect(await deactivatedAt(first.id)).toBeNull();
    await buildAdmin(t.db);
    expect((await deactivate(cookie, first.id, { password: first.password })).status).toBe(204);
  });

  it('answers an admin 404 for a missing or deleted member, and 204 again for one already deactivated', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const gone = await buildUser(t.db, { deleted_at: new Date().toISOString() });
    for (const id of [999999, gone.id]) {
      expect([(await admin.post(`/api/users/${id}/deactivate`).send({})).status, id]).toEqual([404, id]);
      expect([(await admin.post(`/api/admin/users/${id}/reactivate`)).status, id]).toEqual([404, id]);
    }
    const member = await buildUser(t.db);
    expect((await admin.post(`/api/users/${member.id}/deactivate`).send({})).status).toBe(204);
    const first = await deactivatedAt(member.id);
    expect((await admin.post(`/api/users/${member.id}/deactivate`).send({})).status).toBe(204);
    expect(await deactivatedAt(member.id)).toEqual(first);
  });
});
