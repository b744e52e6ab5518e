import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';

/**
 * A token that changes whenever anything in the database may have changed: the key of every
 * in-process cache (answers, counts, sessions, the signed-in user), so nothing cached outlives a write.
 *
 * SQLite only. On its one connection, total_changes() counts every row this process inserted,
 * updated or deleted (triggers included), and PRAGMA data_version moves whenever another connection
 * commits, so a write by the command line, the desktop console or a second server on the same
 * file is seen too. total_changes() costs half a microsecond and is read every time; data_version
 * takes a lock on the file (~15 µs), so it is read by `fresh()` (the API calls it once as each
 * request starts) and otherwise at most once a second.
 *
 * PostgreSQL: undefined, always. Several processes may share the database there and no cheap
 * token covers all their writes, so nothing is cached per process and every read goes to the database.
 */
export interface DataVersion {
  (): string | undefined;
  /** the version with another connection's latest commit certainly seen */
  fresh: () => string | undefined;
}

/** how long another connection's commit may go unseen between two fresh() calls */
const OTHERS_CHECKED_EVERY_MS = 1000;

const versions = new WeakMap<Knex.Client, DataVersion>();

function sqliteVersion(client: Knex.Client): DataVersion {
  let read: ((fresh: boolean) => string | undefined) | undefined;
  let pending = false;
  const connect = () => {
    if (pending) return;
    pending = true;
    // the pool holds exactly one connection (min = max = 1), so this is the one every query uses
    client
      .acquireConnection()
      .then(async (conn: BetterSqlite3.Database) => {
        await client.releaseConnection(conn);
        const ownChanges = conn.prepare('SELECT total_changes()').pluck();
        const othersCommits = conn.prepare('PRAGMA data_version').pluck();
        let others = 0;
        let checkedAt = -Infinity;
        read = (fresh) => {
          if (!conn.open) return undefined;
          const now = performance.now();
          if (fresh || now - checkedAt >= OTHERS_CHECKED_EVERY_MS) {
            others = othersCommits.get() as number;
            checkedAt = now;
          }
          return `${ownChanges.get() as number}:${others}`;
        };
      })
      .catch(() => undefined)
      .finally(() => {
        pending = false;
      });
  };
  // ready before the first request in practice: the app asks for it when it is built
  connect();
  const versionOf = (fresh: boolean) => {
    const version = read?.(fresh);
    if (version === undefined) {
      read = undefined;
      connect();
    }
    return version;
  };
  return Object.assign(() => versionOf(false), { fresh: () => versionOf(true) });
}

const never: DataVersion = Object.assign(() => undefined, { fresh: () => undefined });

/**
 * The database's version token, or undefined when nothing may be cached (PostgreSQL, or not ready
 * yet). One per knex client, so a query builder (`query.client`) finds the same one as its knex.
 */
export function dataVersionOf(source: Knex | Knex.Client): DataVersion {
  const client: Knex.Client = typeof source === 'function' ? (source.client as Knex.Client) : source;
  let version = versions.get(client);
  if (!version) {
    version = client.config.client === 'better-sqlite3' ? sqliteVersion(client) : never;
    versions.set(client, version);
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
