import express from 'express';
import session from 'express-session';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect } from 'vitest';
import { listen } from '../test/listening';
import { createTestDatabase, itOnPostgres } from '../test/test-database';
import { createPostgresEventHub } from './postgres-event-hub';
import { openEventStream } from '../messaging/test/event-stream';

const MEMBER = 7;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One "process": its own hub on the shared database, behind a bare app that signs in as MEMBER. */
async function processOn(url: string, store: session.Store) {
  const hub = await createPostgresEventHub(url, { reconnectMs: 50 });
  cleanups.push(hub.close);
  const app = express();
  app.use(session({ store, secret: 'test', resave: false, saveUninitialized: false }));
  app.get('/api/login', (req, res) => {
    req.session.userId = MEMBER;
    req.session.save(() => res.end());
  });
  app.get('/api/events', (req, res) => hub.subscribe(req, res, MEMBER));
  const listening = await listen(app);
  cleanups.push(listening.close);
  const baseUrl = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
  const open = async () => {
    const response = await request(app).get('/api/login');
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const stream = await openEventStream(baseUrl, cookie);
    cleanups.push(stream.close);
    return { ...stream, sessionId: /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.split('=')[1]!))![1]! };
  };
  return { hub, open };
}

async function twoProcesses() {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  // one session store stands for the sessions table both processes read
  const store = new session.MemoryStore();
  return { db: database.db, a: await processOn(database.url, store), b: await processOn(database.url, store) };
}

const message = (id: number, body: string) => ({ conversationId: 1, message: { id, body } }) as never;

describe('the event hub of several processes (PostgreSQL LISTEN/NOTIFY)', () => {
  itOnPostgres("hands an event published in one process to the member's stream in another, in the order sent", async () => {
    const { a, b } = await twoProcesses();
    const stream = await a.open();
    expect(b.hub.streamCount(MEMBER)).toBe(0);
    expect(b.hub.mayBeListening(MEMBER)).toBe(true);
    for (const count of [1, 2, 3]) b.hub.publish(MEMBER, 'unread-count', { count });
    expect([await stream.next(), await stream.next(), await stream.next()]).toEqual([1, 2, 3].map((count) => ({ event: 'unread-count', data: { count } })));
    // the process's own events come back through the database like everyone else's
    a.hub.publish(MEMBER, 'unread-count', { count: 4 });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 4 } });
  });

  // NOTIFY refuses payloads of 8000 bytes or more; a long message in emoji is far past that
  itOnPostgres('carries an event too large for a notification through live_events, keeping its place in line', async () => {
    const { db, a, b } = await twoProcesses();
    const stream = await a.open();
    const long = '👶'.repeat(3000);
    b.hub.publish(MEMBER, 'unread-count', { count: 1 });
    b.hub.publish(MEMBER, 'message', message(1, long));
    b.hub.publish(MEMBER, 'unread-count', { count: 2 });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
    expect(await stream.next()).toEqual({ event: 'message', data: message(1, long) });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 2 } });
    expect(await db('live_events').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 1 }]);
  });

  itOnPostgres("closes a session's streams in every process (sign-out through another process)", async () => {
    const { a, b } = await twoProcesses();
    const [signingOut, staying] = [await a.open(), await a.open()];
    b.hub.closeStreams(MEMBER, { onlySession: signingOut.sessionId });
    await signingOut.ended;
    b.hub.publish(MEMBER, 'unread-count', { count: 4 });
    expect(await staying.next()).toEqual({ event: 'unread-count', data: { count: 4 } });
    expect(a.hub.streamCount(MEMBER)).toBe(1);
  });

  // a PostgreSQL restart or failover drops the listening connection; streams must not go deaf
  itOnPostgres('listens again after its connection to PostgreSQL is cut', async () => {
    const { db, a, b } = await twoProcesses();
    const stream = await a.open();
    const listeners = () =>
      db
        .raw("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'")
        .then((result: { rows: { pid: number }[] }) => result.rows.map((row) => row.pid));
    const before = await listeners();
    expect(before).toHaveLength(2);
    await db.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY(?)', [before]);
    await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)), { timeout: 10_000 }).toHaveLength(2);
    b.hub.publish(MEMBER, 'unread-count', { count: 5 });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 5 } });
  });
});
