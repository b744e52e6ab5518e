import knexFactory, { type Knex } from 'knex';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { migrationSource } from '../../database/migrations/index';
import { registerSqlFunctions } from './sql-functions';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function sqliteConfig(filename: string): Knex.Config {
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // One connection: SQLite serialises writers anyway, and it keeps transactions simple.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: BetterSqlite3.Database, done: (err: Error | null, conn: unknown) => void) => {
        try {
          conn.pragma('journal_mode = WAL');
          // FULL: an acknowledged write survives a power cut
          conn.pragma('synchronous = FULL');
          conn.pragma('foreign_keys = ON');
          conn.pragma('busy_timeout = 5000');
          registerSqlFunctions(conn);
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
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

function postgresConfig(url: string): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString: url, types: { getTypeParser } } as Knex.PgConnectionConfig,
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

export function createDb(databaseUrl: string): Knex {
  if (isPostgresUrl(databaseUrl)) return knexFactory(postgresConfig(databaseUrl));
  return knexFactory(sqliteConfig(databaseUrl));
}

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export function isSqlite(db: Knex): boolean {
  return db.client.config.client === 'better-sqlite3';
}
