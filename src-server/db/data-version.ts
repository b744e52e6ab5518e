import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import { isSqlite } from './knex';

/**
 * A token that changes whenever anything in the database may have changed: the key of every
 * in-process cache (answers, counts, sessions, the signed-in user), so nothing cached outlives a write.
 *
 * SQLite only. On its one connection, total_changes() counts every row this process inserted,
 * updated or deleted (triggers included), and PRAGMA data_version moves whenever another connection
 * commits, so a write by the command line, the desktop console or a second server on the same
 * file is seen too. Both are read straight from better-sqlite3 in a few microseconds.
 *
 * PostgreSQL: undefined, always. Several processes may share the database there and no cheap
 * token covers all their writes, so nothing is cached per process and every read goes to the database.
 */
export type DataVersion = () => string | undefined;

const VERSION_SQL = 'SELECT total_changes() AS c, data_version AS d FROM pragma_data_version';

const versions = new WeakMap<Knex, DataVersion>();

function sqliteVersion(db: Knex): DataVersion {
  let read: (() => string | undefined) | undefined;
  let pending = false;
  const connect = () => {
    if (pending) return;
    pending = true;
    // the pool holds exactly one connection (min = max = 1), so this is the one every query uses
    db.client.acquireConnection().then(async (conn: BetterSqlite3.Database) => {
      await db.client.releaseConnection(conn);
      const statement = conn.prepare(VERSION_SQL).raw();
      read = () => {
        if (!conn.open) return undefined;
        const [changes, dataVersion] = statement.get() as [number, number];
        return `${changes}:${dataVersion}`;
      };
    }).catch(() => undefined).finally(() => { pending = false; });
  };
  // ready before the first request in practice: the app asks for it when it is built
  connect();
  return () => {
    const version = read?.();
    if (version === undefined) {
      read = undefined;
      connect();
    }
    return version;
  };
}

/** The database's version token, or undefined when nothing may be cached (PostgreSQL, or not ready yet). */
export function dataVersionOf(db: Knex): DataVersion {
  let version = versions.get(db);
  if (!version) {
    version = isSqlite(db) ? sqliteVersion(db) : () => undefined;
    versions.set(db, version);
  }
  return version;
}

/**
 * Runs `load` and hands its result to `keep` only when no write happened while it ran, so a
 * cache never files an answer under a version it does not match.
 */
export async function loadAtVersion<T>(version: DataVersion, load: () => Promise<T>, keep: (value: T, at: string) => void): Promise<T> {
  const before = version();
  const value = await load();
  if (before !== undefined && version() === before) keep(value, before);
  return value;
}
