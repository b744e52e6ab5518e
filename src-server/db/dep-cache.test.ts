import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { DepCache } from './dep-cache';
import { ownerWrites, TableVersions } from './table-versions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // the cache keeps values only once the database's connection is open
  await database.db('users').first('id');
});
afterAll(async () => {
  await database?.close();
});

/** Fills keys in order through the cache; the values read from the categories table. */
async function fill(cache: DepCache<number[]>, entries: [string, number[]][]): Promise<void> {
  for (const [key, value] of entries) {
    await cache.through(key, async () => {
      await database.db('categories').first('id');
      return value;
    });
  }
}

describe('the cache of values read from the database', () => {
  itOnSqlite('lets the entry used least recently go when it holds as many as it may', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 2);
    await fill(cache, [
      ['a', [1]],
      ['b', [2]],
    ]);
    expect(cache.get('a')).toEqual([1]);
    await fill(cache, [['c', [3]]]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual([1]);
    expect(cache.get('c')).toEqual([3]);
  });

  itOnSqlite('keeps an entry used between every addition while the others come and go', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 3);
    await fill(cache, [
      ['hot', [0]],
      ['b', [1]],
      ['c', [2]],
    ]);
    for (let i = 0; i < 20; i += 1) {
      expect(cache.get('hot')).toEqual([0]);
      await fill(cache, [[`new ${i}`, [i]]]);
    }
    expect(cache.get('hot')).toEqual([0]);
    expect(cache.get('new 19')).toEqual([19]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('new 17')).toBeUndefined();
  });

  itOnSqlite('keeps its values’ weight within its bound, and never one heavier than the bound', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 100, { weigh: (value) => value.length, maxWeight: 5 });
    await fill(cache, [
      ['two', [1, 2]],
      ['three', [1, 2, 3]],
    ]);
    expect(cache.get('two')).toEqual([1, 2]);
    await fill(cache, [['one', [1]]]);
    // 2 + 3 + 1 is past 5: the least recently used (three) goes
    expect(cache.get('three')).toBeUndefined();
    expect(cache.get('two')).toEqual([1, 2]);
    expect(cache.get('one')).toEqual([1]);
    await fill(cache, [['six', [1, 2, 3, 4, 5, 6]]]);
    expect(cache.get('six')).toBeUndefined();
    expect(cache.get('two')).toEqual([1, 2]);
  });

  itOnSqlite('forgets a value once a table it read changes', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 10, { weigh: (value) => value.length, maxWeight: 10 });
    await fill(cache, [['kept', [1, 2, 3]]]);
    expect(cache.get('kept')).toEqual([1, 2, 3]);
    await database.db('categories').insert({ name: 'Prams', slug: 'prams' });
    expect(cache.get('kept')).toBeUndefined();
    // its weight went with it: a value as heavy as the whole bound fits again
    await fill(cache, [['ten', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]]);
    expect(cache.get('ten')).toHaveLength(10);
  });

  itOnSqlite('keeps a bounded number of owners’ versions, and forgetting them never makes a stale value current', 'PostgreSQL keeps nothing', async () => {
    const most = TableVersions.mostVersions;
    try {
      const cache = new DepCache<number>(database.db, 10);
      const touch = (sid: string) => ownerWrites(sid, () => database.db('sessions').where({ sid }).update({ expire: Date.now() }));
      const read = (sid: string, value: number) => cache.through(sid, async () => (await database.db('sessions').where({ sid }).first('sid'), value), sid);
      await read('a', 1);
      await read('b', 2);
      // session a's row is written (its count goes from nothing to one): what was kept of it is stale
      await touch('a');
      // other sessions' writes pass the bound: every owner's count is forgotten, a's starting again from nothing
      TableVersions.mostVersions = 0;
      await touch('c');
      TableVersions.mostVersions = most;
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBeUndefined();
      // and values read from then on are kept again
      await read('a', 3);
      expect(cache.get('a')).toBe(3);
    } finally {
      TableVersions.mostVersions = most;
    }
  });

  itOnSqlite('keeps the values asked for again while a stream of values asked for once passes (scan resistance)', 'PostgreSQL keeps nothing', async () => {
    // probation holds 2 of the 10 entries; 4 keys are remembered after they leave it
    const cache = new DepCache<number[]>(database.db, 10, undefined, { probationShare: 0.2, ghostKeys: 4, ghostChars: 100 });
    await fill(cache, [['hot', [1]]]);
    // asked for again while in probation: it moves to the rest of the cache
    expect(cache.get('hot')).toEqual([1]);
    await fill(
      cache,
      Array.from({ length: 50 }, (_, i): [string, number[]] => [`once ${i}`, [i]]),
    );
    expect(cache.get('hot')).toEqual([1]);
    // the stream passed through probation only: the last two are there, the rest gone
    expect(cache.get('once 48')).toEqual([48]);
    expect(cache.get('once 10')).toBeUndefined();
  });

  itOnSqlite('keeps at once a value made again soon after it left probation unasked', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 10, undefined, { probationShare: 0.2, ghostKeys: 4, ghostChars: 100 });
    await fill(cache, [['member list', [1]]]);
    await fill(cache, [
      ['once 1', [1]],
      ['once 2', [2]],
    ]);
    expect(cache.get('member list')).toBeUndefined();
    // made again while its key is remembered: kept past probation, so the stream no longer reaches it
    await fill(cache, [['member list', [2]]]);
    await fill(
      cache,
      Array.from({ length: 20 }, (_, i): [string, number[]] => [`more ${i}`, [i]]),
    );
    expect(cache.get('member list')).toEqual([2]);
    // a key forgotten (past the 4 remembered) waits in probation again
    await fill(cache, [['late', [3]]]);
    await fill(
      cache,
      Array.from({ length: 8 }, (_, i): [string, number[]] => [`after ${i}`, [i]]),
    );
    await fill(cache, [['late', [4]]]);
    await fill(
      cache,
      Array.from({ length: 2 }, (_, i): [string, number[]] => [`last ${i}`, [i]]),
    );
    expect(cache.get('late')).toBeUndefined();
  });

  itOnSqlite('keeps past probation a value made anew after it went stale', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 10, undefined, { probationShare: 0.2, ghostKeys: 4, ghostChars: 100 });
    await fill(cache, [['member list', [1]]]);
    expect(cache.get('member list')).toEqual([1]);
    await database.db('categories').insert({ name: 'Cots', slug: 'cots' });
    // stale, and asked for again: made anew, it does not wait in probation for a stream to push it out
    await fill(cache, [['member list', [2]]]);
    await fill(
      cache,
      Array.from({ length: 20 }, (_, i): [string, number[]] => [`once ${i}`, [i]]),
    );
    expect(cache.get('member list')).toEqual([2]);
  });

  itOnSqlite('remembers the keys that left probation within a bound on their length', 'PostgreSQL keeps nothing', async () => {
    const cache = new DepCache<number[]>(database.db, 10, undefined, { probationShare: 0.2, ghostKeys: 100, ghostChars: 10 });
    const long = 'x'.repeat(11);
    await fill(cache, [[long, [1]]]);
    await fill(cache, [
      ['a', [1]],
      ['b', [2]],
    ]);
    // too long to remember: made again, it waits in probation and the next two push it out
    await fill(cache, [[long, [2]]]);
    await fill(cache, [
      ['c', [3]],
      ['d', [4]],
    ]);
    expect(cache.get(long)).toBeUndefined();
  });
});
