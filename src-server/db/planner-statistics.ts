import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { isSqlite } from './knex';
import { reopenReadConnections } from './sqlite-client';

/*
 * SQLite chooses how to run a query from the statistics ANALYZE keeps (sqlite_stat1, and in this
 * build sqlite_stat4's samples of each index). Without them it guesses that a price range such as
 * 10 to 450 dollars holds few listings, so for a newest-first page it reads the whole range by price
 * and sorts it (18 ms at 100,000 listings) instead of reading newest-first and stopping at the page
 * (0.4 ms). PRAGMA optimize analyses the tables that were never analysed or whose size has changed
 * many times over since; it is done at start and every few hours as the site grows. PostgreSQL's
 * autovacuum keeps its own statistics.
 */

export const STATISTICS_CHECKED_EVERY_MS = 6 * 3_600_000;

/**
 * Analyses the tables whose statistics are missing or stale; true when it did. Other connections
 * keep the statistics they opened with, so the read threads' connections are reopened after.
 */
export async function refreshPlannerStatistics(db: Knex): Promise<boolean> {
  if (!isSqlite(db)) return false;
  const before = await statisticsOf(db);
  // 0x10000: every table, not only those this connection used; 0x2: analyse those that need it
  await db.raw('PRAGMA optimize = 0x10002');
  if ((await statisticsOf(db)) === before) return false;
  await reopenReadConnections(db);
  return true;
}

/** What ANALYZE last wrote (empty before it first ran), to tell whether it ran again. */
async function statisticsOf(db: Knex): Promise<string> {
  const made: unknown[] = await db.raw("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'");
  if (made.length === 0) return '';
  const rows: { stats: string | null }[] = await db.raw("SELECT group_concat(tbl || ' ' || coalesce(idx, '') || ' ' || stat, ';') AS stats FROM sqlite_stat1");
  return rows[0]?.stats ?? '';
}

/** Looks again every STATISTICS_CHECKED_EVERY_MS; stop() ends it (on server close). */
export function startStatisticsRefresh(db: Knex, logger: Logger): () => void {
  const every = setInterval(() => {
    refreshPlannerStatistics(db).then(
      (refreshed) => refreshed && logger.info('refreshed the query planner statistics'),
      (error: unknown) => logger.error({ err: error }, 'refreshing the query planner statistics failed'),
    );
  }, STATISTICS_CHECKED_EVERY_MS);
  every.unref();
  return () => clearInterval(every);
}
