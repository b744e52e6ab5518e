import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_IDLE_MS } from './session-store';

/*
 * The cookie is set once, at sign-in, and outlives the session; the session itself ends
 * SESSION_IDLE_MS after its last signed-in request, which its row's expiry keeps.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const HOUR_MS = 3_600_000;

async function signIn() {
  const user = await buildUser(t.db);
  const response = await t.agent().post('/api/login').send({ email: user.email, password: user.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return { user, cookie, cookieValue: cookie.split(';')[0]! };
}

const expiryOf = async (userId: number) => Number((await t.db('sessions').where({ user_id: userId }).first('expire'))!.expire);
const userStatus = async (cookie: string) => (await t.agent().get('/api/auth/user').set('Cookie', cookie)).status;

describe('session lifetime', () => {
  it('sign-in sets a cookie that outlives the session; the session row expires after the idle time', async () => {
    const before = Date.now();
    const { user, cookie } = await signIn();
    // Expires is written to the second
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires).toBeGreaterThanOrEqual(before - 1000 + SESSION_COOKIE_MAX_AGE_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_COOKIE_MAX_AGE_MS);
    const expire = await expiryOf(user.id);
    expect(expire).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS);
    expect(expire).toBeLessThan(Date.now() + SESSION_IDLE_MS + 1000);
  });

  it('a signed-in request hours later rolls the row, not the cookie; a session idle past its expiry has ended', async () => {
    const { user, cookieValue } = await signIn();
    const signedInExpiry = await expiryOf(user.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * HOUR_MS });

    const later = await t.agent().get('/api/auth/user').set('Cookie', cookieValue);
    expect(later.status).toBe(200);
    expect(later.headers['set-cookie']).toBeUndefined();
    await vi.waitFor(async () => expect(await expiryOf(user.id)).toBeGreaterThanOrEqual(signedInExpiry + 2 * HOUR_MS));

    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + HOUR_MS);
    expect(await userStatus(cookieValue)).toBe(401);
  });
});
