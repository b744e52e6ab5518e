import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildUser } from '../test/factories';
import { lockedDatabase, type LockedDatabase } from '../test/slow-read';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { DEFAULT_READ_THREADS, ReadBudgetExceeded, ReadPool, readPool } from './read-pool';

let database: TestDatabase;
let file: string;
let locked: LockedDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ dialect: 'sqlite' });
  file = database.url;
  await buildUser(database.db, { email: 'reader@nestly.test' });
  locked = lockedDatabase();
});

afterAll(async () => {
  locked.release();
  await database.close();
});

describe('read threads', () => {
  itOnSqlite('refuse a read past its budget at once, answer other reads meanwhile, and go on with a fresh thread', 'SQLite read threads', async () => {
    const pool = new ReadPool(2);
    try {
      // its outcome is taken at once: it may be refused before the other read answers
      const slow = pool.all(locked.file, locked.read, [], 100).catch((error: unknown) => error);
      const other = await pool.all(file, 'SELECT email FROM users WHERE email = ?', ['reader@nestly.test'], 5000);
      expect(other).toEqual([{ email: 'reader@nestly.test' }]);
      expect(await slow).toBeInstanceOf(ReadBudgetExceeded);
      for (let i = 0; i < 3; i += 1) expect(await pool.all(file, 'SELECT count(*) AS n FROM users', [], 5000)).toEqual([{ n: 1 }]);
    } finally {
      await pool.close();
    }
  });

  // both wait on the locked file, asleep: side by side they take the time of the longer
  describe.concurrent('with every thread busy', () => {
    itOnSqlite('refuse a read that waits past its budget for a busy thread', 'SQLite read threads', async () => {
      const pool = new ReadPool(1);
      try {
        const slow = pool.all(locked.file, locked.read, [], 800).catch((error: unknown) => error);
        const waiting = pool.all(file, 'SELECT 1 AS one', [], 100).catch((error: unknown) => error);
        expect(await waiting).toBeInstanceOf(ReadBudgetExceeded);
        expect(await slow).toBeInstanceOf(ReadBudgetExceeded);
      } finally {
        await pool.close();
      }
    });

    itOnSqlite('keep a thread for quick reads while costly ones fill the others', 'SQLite read threads', async () => {
      const pool = new ReadPool(2);
      try {
        const costly = [1, 2, 3].map(() => pool.all(locked.file, locked.read, [], 1500, 'costly').catch((error: unknown) => error));
        // the costly reads wait for the one thread they may take; the quick one finds the other free
        expect(await pool.all(file, 'SELECT email FROM users', [], 1000, 'quick')).toEqual([{ email: 'reader@nestly.test' }]);
        for (const outcome of await Promise.all(costly)) expect(outcome).toBeInstanceOf(ReadBudgetExceeded);
      } finally {
        await pool.close();
      }
    });
  });

  itOnSqlite('never write, and report SQLite errors as errors', 'SQLite read threads', async () => {
    const pool = new ReadPool(1);
    try {
      await expect(pool.all(file, "UPDATE users SET email = 'x@nestly.test'", [], 5000)).rejects.toThrow(/only runs statements that return rows/);
      await expect(pool.all(file, 'SELECT * FROM no_such_table', [], 5000)).rejects.toThrow(/no such table/);
      expect(await pool.all(file, 'SELECT email FROM users', [], 5000)).toEqual([{ email: 'reader@nestly.test' }]);
    } finally {
      await pool.close();
    }
  });

  itOnSqlite('read beside a write transaction without waiting for it, and see its rows once it commits', 'SQLite read threads', async () => {
    const { db } = database;
    expect(readPool(DEFAULT_READ_THREADS)).toBeDefined();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (trx) => {
      await trx('users').insert({ email: 'writer@nestly.test', password_hash: 'x', role: 'user' });
      await held;
    });
    // the transaction holds the one connection: this read runs on a read thread, before it commits
    const during = await db('users').where({ email: 'writer@nestly.test' }).first('id');
    expect(during).toBeUndefined();
    release();
    await writing;
    expect(await db('users').where({ email: 'writer@nestly.test' }).first('email')).toEqual({ email: 'writer@nestly.test' });
  });
});
