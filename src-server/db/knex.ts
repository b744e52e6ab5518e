import knexFactory, { type Knex } from 'knex';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { migrationSource } from '../../database/migrations/index';
import { registerSqlFunctions } from './sql-functions';
import { sqliteConfig, type SqliteOptions } from './sqlite-client';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * How every connection to a SQLite file is set up: the pragmas, then our SQL functions.
 *
 * synchronous: NORMAL by default. In WAL mode a commit then waits for no disk flush (the log is
 * flushed at checkpoints): measured here, a commit takes 0.01 ms rather than 0.5 ms (17 ms at p99),
 * and the one JavaScript thread no longer stops while the disk catches up. An acknowledged write
 * still survives the process being killed (the crash test's SIGKILLs lose nothing); a power cut or
 * an operating-system crash may lose the last moments of writes, never the database. FULL
 * (SQLITE_SYNCHRONOUS=full) flushes every commit, for a machine without a battery-backed disk.
 */
function sqlitePreparer(synchronous: SqliteSynchronous) {
  return (conn: BetterSqlite3.Database): void => {
    conn.pragma('journal_mode = WAL');
    conn.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    conn.pragma('foreign_keys = ON');
    conn.pragma('busy_timeout = 5000');
    registerSqlFunctions(conn);
  };
}

const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMPTZ = 1184;

/**
 * Rows read the same from both databases, so no service branches on the dialect: counts and sums
 * (bigint, numeric) are numbers rather than strings, and times are ISO-8601 UTC strings, as SQLite
 * stores them, rather than Date objects.
 */
function getTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
  if (oid === INT8 || oid === NUMERIC) return Number;
  if (oid === TIMESTAMPTZ) {
    const parseDate = pg.types.getTypeParser(TIMESTAMPTZ, 'text');
    return (value) => {
      const date: unknown = parseDate(value);
      return date instanceof Date ? date.toISOString() : date;
    };
  }
  return pg.types.getTypeParser(oid, 'text');
}

/*
 * PostgreSQL's default random_page_cost (4) prices reads for spinning disks, and with it the planner
 * reads every listing rather than the search index for a prefix search ("strol:*"). Our tables sit in
 * memory or on SSD, for which 1.1 is the usual setting; a value the server's administrator chose is kept.
 */
const PLANNER_SETTINGS = `SELECT set_config('random_page_cost', '1.1', false)
  WHERE (SELECT source FROM pg_settings WHERE name = 'random_page_cost') = 'default'`;

/**
 * readBudgetMs becomes every statement's statement_timeout, so PostgreSQL itself stops a read that
 * runs past it (error 57014, answered 503). Migrations lift it for their own transactions.
 */
function postgresConfig(url: string, { readBudgetMs }: DbOptions): Knex.Config {
  const timeout = readBudgetMs ? { statement_timeout: readBudgetMs } : {};
  return {
    client: 'pg',
    connection: { connectionString: url, types: { getTypeParser }, ...timeout } as Knex.PgConnectionConfig,
    pool: {
      min: 0,
      max: 10,
      afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
        conn.query(PLANNER_SETTINGS).then(
          () => done(null, conn),
          (error: Error) => done(error, conn),
        );
      },
    },
  };
}

export type SqliteSynchronous = 'normal' | 'full';

export interface DbOptions extends SqliteOptions {
  /** SQLite: whether each commit waits for the disk (see sqlitePreparer) */
  synchronous?: SqliteSynchronous;
}

export function createDb(databaseUrl: string, options: DbOptions = {}): Knex {
  if (isPostgresUrl(databaseUrl)) return knexFactory(postgresConfig(databaseUrl, options));
  return knexFactory(sqliteConfig(databaseUrl, sqlitePreparer(options.synchronous ?? 'normal'), options));
}

/** Migrations may rewrite every row: on PostgreSQL each lifts the statement timeout inside its own transaction. */
const unboundedMigrations: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigration: async (name) => {
    const migration = await migrationSource.getMigration(name);
    const unbounded =
      (step: (knex: Knex) => PromiseLike<unknown>) =>
      async (knex: Knex): Promise<void> => {
        if (!isSqlite(knex)) await knex.raw('SET LOCAL statement_timeout = 0');
        await step(knex);
      };
    return { ...migration, up: unbounded(migration.up), ...(migration.down ? { down: unbounded(migration.down) } : {}) };
  },
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: unboundedMigrations });
}

/** Whether a database (or a query being built on one) is SQLite; otherwise it is PostgreSQL. */
export function isSqlite(db: Knex | Knex.QueryBuilder): boolean {
  return (db.client as { driverName?: string }).driverName === 'better-sqlite3';
}
