import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSqlite } from '../db/knex';
import { DEFAULT_READ_THREADS, readPool } from '../db/read-pool';
import { buildProduct } from '../marketplace/test/factories';
import { lockedDatabase, type LockedDatabase } from '../test/slow-read';
import { createTestApp, type TestApp } from '../test/test-app';
import { PAGE_TOO_SLOW, SEARCH_TOO_SLOW } from './error-handler';

/*
 * A read past its budget is answered 503 while the server goes on answering. The listings count is
 * made slow on purpose: on SQLite the read thread is handed a read of a file another connection
 * holds locked (it waits, asleep, for seconds), on PostgreSQL a statement that sleeps; the budget
 * that stops it is the real one (the read threads' timer, PostgreSQL's statement_timeout). The
 * budget is per statement, and the slow one waits asleep rather than on a core: the other requests'
 * statements keep well inside it on a busy machine.
 */
const BUDGET_MS = 1500;
let t: TestApp;
let locked: LockedDatabase | undefined;
/** slowed counts sent to the database so far */
let slowCountsStarted = 0;

const until = async (isDone: () => boolean) => {
  while (!isDone()) await new Promise((resolve) => setTimeout(resolve, 5));
};

function slowRead<T>(read: () => T): T {
  slowCountsStarted += 1;
  return read();
}

function slowDownListingCounts(): void {
  slowCountsStarted = 0;
  if (isSqlite(t.db)) {
    locked = lockedDatabase();
    const pool = readPool(DEFAULT_READ_THREADS);
    const all = pool.all.bind(pool);
    vi.spyOn(pool, 'all').mockImplementation((file, sql, bindings, budget) =>
      // a list's count, or a search's, which reads the full-text index first
      /select count\(\*\) as `count` from `products(_fts)?`/.test(sql)
        ? slowRead(() => all(locked!.file, locked!.read, [], budget))
        : all(file, sql, bindings, budget),
    );
    return;
  }
  const client = t.db.client as { _query: (connection: unknown, obj: { sql: string; bindings?: unknown[] }) => Promise<unknown> };
  const query = client._query.bind(client);
  vi.spyOn(client, '_query').mockImplementation((connection, obj) =>
    // a list's count, or a search's, which counts its matches, or the first page's, from the counts kept by triggers
    /select (count\(\*\)|sum\("c"\."listings"\)) as "count" from "(products(_matches)?|product_counts)" as "[pc]"/.test(obj.sql)
      ? slowRead(() => query(connection, { ...obj, sql: 'SELECT pg_sleep(5) AS count', bindings: [] }))
      : query(connection, obj),
  );
}

beforeEach(async () => {
  t = await createTestApp({}, { readBudgetMs: BUDGET_MS });
  await buildProduct(t.db, { name: 'Wooden crib', price: 9000 });
});

afterEach(async () => {
  vi.restoreAllMocks();
  locked?.release();
  locked = undefined;
  await t.close();
});

describe('a read past its time budget', () => {
  it('is answered 503 with a plain message, while other requests are answered meanwhile', async () => {
    slowDownListingCounts();
    // sent now (a supertest request goes out only once something waits for it)
    const slow = request(t.server)
      .get('/api/products?search=crib&min_price=100')
      .then((response) => response);
    let isSlowAnswered = false;
    void slow.then(() => (isSlowAnswered = true));
    await until(() => slowCountsStarted > 0);
    const [blogs, ready, topics] = await Promise.all([
      request(t.server).get('/api/blogs'),
      request(t.server).get('/api/health/ready'),
      request(t.server).get('/api/blog-categories'),
    ]);
    expect([blogs.status, ready.status, topics.status]).toEqual([200, 200, 200]);
    expect(isSlowAnswered).toBe(false);
    const answer = await slow;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: SEARCH_TOO_SLOW, code: 'too_slow' });
    expect(answer.headers['retry-after']).toBe('5');
  });

  it('says the page is slow when the request asked for no search, and is never kept by the answer cache', async () => {
    slowDownListingCounts();
    const first = await request(t.server).get('/api/products');
    expect(first.status).toBe(503);
    expect(first.body.message).toBe(PAGE_TOO_SLOW);
    vi.restoreAllMocks();
    const again = await request(t.server).get('/api/products');
    expect(again.status).toBe(200);
    expect(again.body.map((product: { name: string }) => product.name)).toEqual(['Wooden crib']);
  });
});
