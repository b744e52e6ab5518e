import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { itOnSqlite } from '../test/test-database';

/*
 * Sessions are kept in memory while their rows are unchanged: a sign-in or the hourly touch of one
 * session writes that session's row only and leaves every other session kept, while any other write
 * to the table forgets them all. Reads of the table are counted as they reach the database.
 */
let t: TestApp;
let sessionReads = 0;

beforeEach(async () => {
  t = await createTestApp();
  sessionReads = 0;
  t.db.on('query', (query: { sql: string }) => {
    if (/^select .* from `sessions`/i.test(query.sql)) sessionReads += 1;
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const HOUR_MS = 3_600_000;

async function signIn(): Promise<{ id: number; cookie: string }> {
  const user = await buildUser(t.db);
  const response = await t.agent().post('/api/login').send({ email: user.email, password: user.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return { id: user.id, cookie: cookie.split(';')[0]! };
}

/** the session reads one signed-in request made */
async function readsOf(cookie: string, status = 200): Promise<number> {
  const before = sessionReads;
  const response = await t.agent().get('/api/auth/user').set('Cookie', cookie);
  expect(response.status).toBe(status);
  return sessionReads - before;
}

describe('sessions kept in memory', () => {
  itOnSqlite(
    'stay kept when another session signs in or is touched, and are read again after any other write to the table',
    'PostgreSQL keeps nothing',
    async () => {
      const first = await signIn();
      const second = await signIn();
      expect(await readsOf(first.cookie)).toBe(1);
      expect(await readsOf(first.cookie)).toBe(0);
      expect(await readsOf(second.cookie)).toBe(1);

      // another member signs in: their session's row is written
      await signIn();
      expect(await readsOf(first.cookie)).toBe(0);

      // hours later each session's expiry rolls, one row at a time; neither request needs the other's read again
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * HOUR_MS });
      expect(await readsOf(second.cookie)).toBe(0);
      await vi.waitFor(async () => expect(Number((await t.db('sessions').where({ user_id: second.id }).first('expire'))!.expire)).toBeGreaterThan(Date.now()));
      expect(await readsOf(first.cookie)).toBe(0);

      // a write that is not one session's own (a member's sessions ended): every kept session is read again
      await t.db('sessions').where({ user_id: second.id }).del();
      expect(await readsOf(first.cookie)).toBe(1);
      expect(await readsOf(second.cookie, 401)).toBe(1);
    },
  );

  itOnSqlite('never outlive their row: signing out ends the kept session at once', 'PostgreSQL keeps nothing', async () => {
    const member = await signIn();
    const other = await signIn();
    expect(await readsOf(member.cookie)).toBe(1);
    expect(await readsOf(other.cookie)).toBe(1);
    expect((await t.agent().post('/api/logout').set('Cookie', member.cookie)).status).toBeLessThan(300);
    expect(await readsOf(member.cookie, 401)).toBe(1);
    expect(await readsOf(other.cookie)).toBe(0);
  });
});
