import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';
import { buildUser } from '../test/factories';
import { listen, type Listening } from '../test/listening';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let server: Listening;
const streams: EventStreamClient[] = [];
beforeEach(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await server.close();
  await t.close();
});

const baseUrl = () => `http://127.0.0.1:${server.port}`;
const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;
const changePassword = (cookie: string, body: unknown) =>
  request(t.server)
    .post('/api/auth/password')
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', cookie)
    .send(body as object);
const cookieIn = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

async function openStream(cookie: string): Promise<EventStreamClient> {
  const stream = await openEventStream(baseUrl(), cookie);
  streams.push(stream);
  await stream.next();
  return stream;
}

describe('POST /api/auth/password', () => {
  it('ends every other session and its streams; this browser stays signed in under a new session id', async () => {
    const member = await buildUser(t.db);
    const [here, there] = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
    const otherUser = await buildUser(t.db);
    const otherMember = await sessionCookieOf(t, otherUser);
    const thereStream = await openStream(there);
    const otherStream = await openStream(otherMember);

    const response = await changePassword(here, { currentPassword: member.password, newPassword: 'a-new-secret-9' });
    expect(response.status).toBe(204);
    const renewed = cookieIn(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(here);

    await thereStream.ended;
    expect([await isSignedIn(renewed!), await isSignedIn(there), await isSignedIn(here), await isSignedIn(otherMember)]).toEqual([true, false, false, true]);
    expect(t.events.streamCount(member.id)).toBe(0);
    expect(otherStream.status).toBe(200);
    expect(t.events.streamCount(otherUser.id)).toBe(1);

    expect((await t.agent().post('/api/login').send({ email: member.email, password: member.password })).status).toBe(401);
    expect((await t.agent().post('/api/login').send({ email: member.email, password: 'a-new-secret-9' })).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the password and every session', async () => {
    const member = await buildUser(t.db);
    const [here, there] = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
    const response = await changePassword(here, { currentPassword: 'not-my-password', newPassword: 'a-new-secret-9' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'invalid', message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } });
    expect((await t.db('users').where({ id: member.id }).first()).password_hash).toBe(member.password_hash);
    expect([await isSignedIn(here), await isSignedIn(there)]).toEqual([true, true]);
  });

  it.each([
    [{ currentPassword: 'password123', newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ currentPassword: 'password123', newPassword: 'x'.repeat(129) }, 'newPassword', 'Password must be at most 128 characters'],
    [{ currentPassword: 'password123', newPassword: 'password123' }, 'newPassword', 'The new password must be different from the current one'],
    [{ currentPassword: 'password123' }, 'newPassword', 'Please enter a new password'],
    [{ newPassword: 'a-new-secret-9' }, 'currentPassword', 'Please enter your current password'],
    [{ currentPassword: ['password123'], newPassword: 'a-new-secret-9' }, 'currentPassword', 'Please enter your current password'],
    [{ currentPassword: 'password123', newPassword: { length: 20 } }, 'newPassword', 'Please enter a new password'],
  ])('answers 400 with a message for %j and changes nothing', async (body, field, message) => {
    const member = await buildUser(t.db);
    const response = await changePassword(await sessionCookieOf(t, member), body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
    expect((await t.db('users').where({ id: member.id }).first()).password_hash).toBe(member.password_hash);
  });

  it('needs a signed-in member', async () => {
    const response = await t.agent().post('/api/auth/password').send({ currentPassword: 'password123', newPassword: 'a-new-secret-9' });
    expect([response.status, response.body]).toEqual([401, { code: 'unauthenticated', message: 'Unauthorized' }]);
  });

  it('stops a member guessing the current password after 10 wrong tries, without holding up anyone else', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    for (let i = 0; i < 10; i += 1) {
      expect((await agent.post('/api/auth/password').send({ currentPassword: `guess-${i}`, newPassword: 'a-new-secret-9' })).status).toBe(400);
    }
    const stopped = await agent.post('/api/auth/password').send({ currentPassword: member.password, newPassword: 'a-new-secret-9' });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    const other = await buildUser(t.db);
    expect(
      (await (await signedInAgent(t, other)).post('/api/auth/password').send({ currentPassword: other.password, newPassword: 'a-new-secret-9' })).status,
    ).toBe(204);
  });
});
