import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { SESSION_COOKIE } from '../app';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { STAFF_NAME_MESSAGE } from '../../src-shared/format/staff-names';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

describe('register', () => {
  it('creates the account, signs in and answers the user without the password', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/register').send({ email: '  New.Parent@Example.com ', password: 'sleepless1', displayName: 'New Parent' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: 'new.parent@example.com', displayName: 'New Parent', role: 'user', name: 'New Parent' });
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt/);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('new.parent@example.com');
  });

  // without a name the member sees the start of their email as their own name; others see 'User'
  it('shows a member who sent no name the part of the email before the @, and stores no display name', async () => {
    const response = await t.agent().post('/api/register').send({ email: 'sam@example.com', password: 'sleepless1' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'sam', displayName: null, username: 'sam' });
    expect((await t.db('users').where({ email: 'sam@example.com' }).first('display_name')).display_name).toBeNull();
  });

  it.each(['Nestly Admin', 'The M0derator', 'Аdmin team', 'S t a f f'])('refuses the display name %s, which reads as staff', async (displayName) => {
    const response = await t.agent().post('/api/register').send({ email: 'parent@example.com', password: 'sleepless1', displayName });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'invalid', message: STAFF_NAME_MESSAGE, errors: { displayName: STAFF_NAME_MESSAGE } });
    expect(await t.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('keeps the name the form showed, even when it is the start of the email: the member saw it and kept it', async () => {
    const response = await t.agent().post('/api/register').send({ email: 'zoe.k@example.com', password: 'sleepless1', displayName: ' zoe.k ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ displayName: 'zoe.k', name: 'zoe.k' });
  });

  it('asks someone whose email starts with admin to pick another name, since it is stored as shown', async () => {
    const refused = await t.agent().post('/api/register').send({ email: 'admin@school.example', password: 'sleepless1', displayName: 'admin' });
    expect([refused.status, refused.body.errors]).toEqual([400, { displayName: STAFF_NAME_MESSAGE }]);
    const renamed = await t.agent().post('/api/register').send({ email: 'admin@school.example', password: 'sleepless1', displayName: 'Sam at school' });
    expect([renamed.status, renamed.body.displayName]).toEqual([201, 'Sam at school']);
  });

  it('leaves a member who sends no name nameless: others see User', async () => {
    const response = await t.agent().post('/api/register').send({ email: 'quiet@example.com', password: 'sleepless1' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ displayName: null });
  });

  it('refuses a duplicate email, whatever its case', async () => {
    await buildUser(t.db, { email: 'taken@example.com' });
    const response = await t.agent().post('/api/register').send({ email: 'TAKEN@example.com', password: 'sleepless1' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists');
    expect(await t.db('users').where({ email: 'taken@example.com' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'sleepless1' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: '', password: 'sleepless1' }, 'Please enter email and password'],
    [{ email: 'a@example.com' }, 'Please enter email and password'],
    [{ email: ['a@example.com'], password: { $ne: 1 } }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: 'sleepless1', displayName: ['x'] }, 'Display name must be text'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const response = await t.agent().post('/api/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.agent().post('/api/register').set('Content-Type', 'application/json').send('{"email":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });
});

describe('login and logout', () => {
  it('signs in with the right password and gives a new session id', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    const before = sessionCookie(await agent.post('/api/login').send({ email: user.email, password: 'wrong-password' }));
    expect(before).toBeUndefined();
    const response = await agent.post('/api/login').send({ email: user.email.toUpperCase(), password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email });
    const cookie = sessionCookie(response)!;
    expect(cookie).toBeDefined();
    const cookieHeader = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';');
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);
    const again = await agent.post('/api/login').send({ email: user.email, password: user.password });
    expect(sessionCookie(again)).not.toBe(cookie);
  });

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    const user = await buildUser(t.db);
    const wrong = await t.agent().post('/api/login').send({ email: user.email, password: 'wrong-password' });
    const unknown = await t.agent().post('/api/login').send({ email: 'nobody@example.com', password: 'whatever1' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('logs out: the session is destroyed and the old cookie no longer works', async () => {
    const user = await buildUser(t.db);
    const agent = await signedInAgent(t, user);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect((await agent.post('/api/logout')).status).toBe(204);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect(await t.db('sessions').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('reflects a role change on the next request', async () => {
    const user = await buildUser(t.db);
    const agent = await signedInAgent(t, user);
    await t.db('users').where({ id: user.id }).update({ role: 'admin' });
    expect((await agent.get('/api/auth/user')).body.role).toBe('admin');
  });
});

describe('current user', () => {
  it('answers 401 Unauthorized when signed out', async () => {
    for (const path of ['/api/auth/user', '/api/auth/me', '/api/messages/unread-count']) {
      const response = await request(t.server).get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    }
  });

  it('shows an admin their role', async () => {
    const admin = await buildAdmin(t.db);
    const agent = await signedInAgent(t, admin);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ role: 'admin', id: admin.id });
  });
});

describe('login redirects', () => {
  it.each(['/api/login', '/api/auth/login'])('%s redirects to /auth/login', async (path) => {
    const response = await request(t.server).get(path);
    expect(response.status).toBe(302);
    expect(response.headers['location']).toBe('/auth/login');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin or with no origin', async () => {
    const foreign = await request(t.server)
      .post('/api/register')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.com', password: 'sleepless1' });
    const none = await request(t.server).post('/api/register').send({ email: 'x@example.com', password: 'sleepless1' });
    expect([foreign.status, none.status]).toEqual([403, 403]);
    expect(foreign.body.message).toBe('Cross-site request refused');
    expect(await t.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('accepts same-origin fetch metadata and our own origin', async () => {
    const fetchMeta = await request(t.server)
      .post('/api/register')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'y@example.com', password: 'sleepless1' });
    const own = await request(t.server).post('/api/register').set('Origin', TEST_ORIGIN).send({ email: 'z@example.com', password: 'sleepless1' });
    expect([fetchMeta.status, own.status]).toEqual([201, 201]);
  });
});

describe('api basics', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await request(t.server).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No API route for GET /nothing-here');
  });

  it("sends an API answer's security headers, none of a page's, and hides x-powered-by", async () => {
    for (const response of [await request(t.server).get('/api/health'), await request(t.server).get('/api/no-such-thing')]) {
      expect(response.headers['x-powered-by']).toBeUndefined();
      // data, never a page: opened as a document it loads nothing, and no page frames it
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control'])
        expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('refuses an oversized JSON body with 413', async () => {
    const response = await t
      .agent()
      .post('/api/register')
      .send({ email: 'a@example.com', password: 'x'.repeat(300_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Request body is too large');
  });
});
