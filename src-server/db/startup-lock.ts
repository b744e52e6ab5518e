import type { Knex } from 'knex';
import { isSqlite } from './knex';

// any fixed number: the key of the one PostgreSQL advisory lock that start-up work takes
const STARTUP_LOCK = 6_370_231_114;

/**
 * Runs start-up work (migrations, the demo seed) in one process at a time. On PostgreSQL several
 * processes may start at once (a process manager starting four): each waits on an advisory lock,
 * the first migrates, and the others find nothing left to do. knex's own migration lock would
 * instead fail the second process. SQLite has a single process, so it simply runs.
 */
export async function withStartupLock(db: Knex, work: () => Promise<void>): Promise<void> {
  if (isSqlite(db)) return work();
  // a transaction-level lock, held by one pooled connection while the work uses others
  await db.transaction(async (trx) => {
    // waiting for another process's migrations is not a read to stop at the read budget
    await trx.raw('SET LOCAL statement_timeout = 0');
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [STARTUP_LOCK]);
    await work();
  });
}
