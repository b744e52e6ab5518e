import express from 'express';
import session from 'express-session';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { buildUser } from '../test/factories';
import { sessionCookieOf } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLogger, requestLog } from '../http/request-log';
import { readSession } from './read-session';

/*
 * A signed-in read finds its session without express-session (read-session.ts): it must accept
 * exactly the cookies express-session accepts, see a session end at once, and never let a read
 * change a session.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const read = (cookie: string) => request(t.server).get('/api/auth/user').set('Cookie', cookie);
/** what a read and a write (express-session's way) each say of the cookie: the member's id, or the status */
async function bothWays(cookie: string) {
  const reading = await read(cookie);
  // a write that needs a member: a 400 for the empty body means the member was found
  const writing = await request(t.server).post('/api/favorites').set('Origin', 'http://127.0.0.1').set('Cookie', cookie).send({});
  return { read: reading.status === 200 ? (reading.body as { id: number }).id : reading.status, write: writing.status };
}
const valueOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

describe('the session of a read', () => {
  it('is the member of a genuine cookie, sent encoded as browsers do or plain, as for a write', async () => {
    const member = await buildUser(t.db);
    const cookie = await sessionCookieOf(t, member);
    expect(cookie).toContain('s%3A');
    expect(await bothWays(cookie)).toEqual({ read: member.id, write: 400 });
    expect(await bothWays(`${SESSION_COOKIE}=${valueOf(cookie)}`)).toEqual({ read: member.id, write: 400 });
    expect(await bothWays(`theme=dark; ${cookie}; other=1`)).toEqual({ read: member.id, write: 400 });
    // spaces around the name, as the cookie package reads a header
    expect(await bothWays(`theme=dark;${SESSION_COOKIE} =${valueOf(cookie)}`)).toEqual({ read: member.id, write: 400 });
  });

  it('refuses every cookie express-session refuses, the second time too (only what verified is remembered)', async () => {
    const member = await buildUser(t.db);
    const cookie = await sessionCookieOf(t, member);
    const value = valueOf(cookie);
    const id = /^s:(.+)\.[^.]+$/.exec(value)![1]!;
    const lastChar = value.at(-1) === 'A' ? 'B' : 'A';
    const forged = [
      `${SESSION_COOKIE}=${value.slice(0, -1)}${lastChar}`,
      `${SESSION_COOKIE}=${id}`,
      `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(id, 'another-secret')}`)}`,
      `${SESSION_COOKIE}=s:`,
      `${SESSION_COOKIE}=%E0%A4%A`,
    ];
    for (const cookie of [...forged, ...forged]) expect(await bothWays(cookie), cookie).toEqual({ read: 401, write: 401 });
    expect((await read(cookie)).status).toBe(200);
  });

  it('ends with the session: a read after sign-out elsewhere is a visitor, and no cookie is set', async () => {
    const member = await buildUser(t.db);
    const [cookie, other] = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
    expect((await read(cookie)).status).toBe(200);
    await request(t.server).post('/api/logout').set('Origin', 'http://127.0.0.1').set('Cookie', cookie).expect(204);
    const after = await read(cookie);
    expect([after.status, after.headers['set-cookie']]).toEqual([401, undefined]);
    expect((await read(other)).status).toBe(200);
  });

  it('answers HEAD as GET', async () => {
    const member = await buildUser(t.db);
    const cookie = await sessionCookieOf(t, member);
    expect((await request(t.server).head('/api/auth/user').set('Cookie', cookie)).status).toBe(200);
    expect((await request(t.server).head('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=s:x.y`)).status).toBe(401);
  });
});

describe('a read whose session expiry cannot be written', () => {
  it('is answered all the same, and the write is tried again on the next read', async () => {
    class BusyStore extends session.MemoryStore {
      touches = 0;
      override touch(_sid: string, _session: session.SessionData, callback?: (error?: unknown) => void) {
        this.touches += 1;
        callback?.(new Error('SQLITE_BUSY: database is locked'));
      }
    }
    const store = new BusyStore();
    await new Promise<void>((resolve) => store.set('abc', { userId: 7, cookie: new session.Cookie() } as session.SessionData, () => resolve()));
    const lines: { msg?: string; err?: { message?: string } }[] = [];
    const logger = createLogger('warn', 'json', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger));
    app.use(readSession('sid', 'secret', store));
    app.get('/who', (req, res) => {
      res.json({ userId: req.session?.userId ?? null });
    });
    const cookie = `sid=${encodeURIComponent(`s:${sign('abc', 'secret')}`)}`;
    for (let read = 0; read < 2; read += 1) expect((await request(app).get('/who').set('Cookie', cookie)).body).toEqual({ userId: 7 });
    expect(store.touches).toBe(2);
    // not lost either: each failed write is in the log for whoever runs the site
    expect(lines.map((line) => [line.msg, line.err?.message])).toEqual([
      ['Could not extend the session', 'SQLITE_BUSY: database is locked'],
      ['Could not extend the session', 'SQLITE_BUSY: database is locked'],
    ]);
  });
});

describe('a read that tries to change its session', () => {
  it('fails loudly and changes nothing', async () => {
    const store = new session.MemoryStore();
    await new Promise<void>((resolve) => store.set('abc', { userId: 7, cookie: new session.Cookie() } as session.SessionData, () => resolve()));
    const app = express();
    app.use(readSession('sid', 'secret', store));
    app.get('/sign-in-as-another', (req, res) => {
      req.session.userId = 8;
      res.end();
    });
    app.get('/sign-out', (req, res) => {
      req.session.destroy(() => res.end());
    });
    app.get('/who', (req, res) => {
      res.json({ userId: req.session?.userId ?? null, sessionId: req.sessionID });
    });
    const cookie = `sid=${encodeURIComponent(`s:${sign('abc', 'secret')}`)}`;
    expect((await request(app).get('/who').set('Cookie', cookie)).body).toEqual({ userId: 7, sessionId: 'abc' });
    expect((await request(app).get('/sign-in-as-another').set('Cookie', cookie)).status).toBe(500);
    expect((await request(app).get('/sign-out').set('Cookie', cookie)).status).toBe(500);
    expect((await request(app).get('/who').set('Cookie', cookie)).body).toEqual({ userId: 7, sessionId: 'abc' });
  });
});
