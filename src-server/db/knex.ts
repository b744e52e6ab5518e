import knexFactory, { type Knex } from 'knex';
import type BetterSqlite3 from 'better-sqlite3';
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

export function createDb(databaseUrl: string): Knex {
  if (isPostgresUrl(databaseUrl)) {
    return knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 } });
  }
  return knexFactory(sqliteConfig(databaseUrl));
}

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export function isSqlite(db: Knex): boolean {
  return db.client.config.client === 'better-sqlite3';
}
