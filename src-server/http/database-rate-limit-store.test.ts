import type { Options } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildUser } from '../test/factories';
import { TEST_ORIGIN, testAppDeps } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import request from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseRateLimitStore } from './database-rate-limit-store';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(database.close);
  return database;
}

const WINDOW_MS = 60_000;

/** One limiter's store as one process would make it, on a clock the test moves. */
function storeOn(db: TestDatabase['db'], clock: { now: number }, name = 'sign-in-account') {
  const store = databaseRateLimitStore(db, { now: () => clock.now })(name);
  store.init?.({ windowMs: WINDOW_MS } as Options);
  return store;
}

describe('rate-limit counters in the database', () => {
  it('count the hits of several processes together, none lost when they arrive at once', async () => {
    const { db } = await database();
    const clock = { now: 1_000_000 };
    const [a, b] = [storeOn(db, clock), storeOn(db, clock)];
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).increment('account:emma@example.com')));
    expect(hits.map((hit) => hit.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(hits.every((hit) => hit.resetTime?.getTime() === 1_000_000 + WINDOW_MS)).toBe(true);
    expect((await b.get!('account:emma@example.com'))?.totalHits).toBe(30);
  });

  it('start again at 1 once the window has ended', async () => {
    const { db } = await database();
    const clock = { now: 1_000_000 };
    const store = storeOn(db, clock);
    await store.increment('k');
    await store.increment('k');
    clock.now += WINDOW_MS;
    expect(await store.get!('k')).toBeUndefined();
    const fresh = await store.increment('k');
    expect([fresh.totalHits, fresh.resetTime?.getTime()]).toEqual([1, clock.now + WINDOW_MS]);
  });

  it('keep limiters and clients apart, take back a hit, and reset one key', async () => {
    const { db } = await database();
    const clock = { now: 1_000_000 };
    const [signIns, registrations] = [storeOn(db, clock, 'sign-in-account'), storeOn(db, clock, 'registrations')];
    await signIns.increment('x');
    await signIns.increment('x');
    await registrations.increment('x');
    await signIns.increment('y'.repeat(5000));
    await signIns.decrement('x');
    expect((await signIns.get!('x'))?.totalHits).toBe(1);
    expect((await registrations.get!('x'))?.totalHits).toBe(1);
    expect((await signIns.get!('y'.repeat(5000)))?.totalHits).toBe(1);
    await signIns.resetKey('x');
    expect(await signIns.get!('x')).toBeUndefined();
    expect((await registrations.get!('x'))?.totalHits).toBe(1);
  });

  it('drop counters whose window has ended', async () => {
    const { db } = await database();
    const clock = { now: 1_000_000 };
    const store = databaseRateLimitStore(db, { now: () => clock.now, pruneEveryMs: WINDOW_MS })('limiter');
    store.init?.({ windowMs: WINDOW_MS } as Options);
    await store.increment('old');
    clock.now += 2 * WINDOW_MS;
    await store.increment('new');
    await expect.poll(async () => (await db('rate_limits').pluck('key')).sort()).toEqual(['limiter:new']);
  });
});

describe('the sign-in limit on a shared store', () => {
  // two apps on one database stand for two server processes
  it('holds across every app counting on the same database', async () => {
    const { db } = await database();
    const dataDir = mkdtempSync(join(tmpdir(), 'nestly-limits-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const agentFor = () => {
      const app = createApp({ ...testAppDeps(db, dataDir), loginRateLimit: 3, rateLimitStore: databaseRateLimitStore(db) });
      return (email: string, password: string) => request(app).post('/api/login').set('Origin', TEST_ORIGIN).send({ email, password });
    };
    const [a, b] = [agentFor(), agentFor()];
    const member = await buildUser(db);
    const failures = [await a(member.email, 'wrong-1'), await b(member.email, 'wrong-2'), await a(member.email, 'wrong-3')];
    expect(failures.map((response) => response.status)).toEqual([401, 401, 401]);
    const blocked = await b(member.email, member.password);
    expect([blocked.status, blocked.body]).toEqual([
      429,
      { code: 'rate_limited', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
    ]);
  });
});
