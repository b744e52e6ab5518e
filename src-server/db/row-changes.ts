import type BetterSqlite3 from 'better-sqlite3';

/*
 * Which rows of a few tables the one connection's writes changed (SQLite only), for what is kept in
 * memory row by row: a listing's columns and its answer (listing-index.ts, listing-rows.ts). A
 * table's version (table-versions.ts) would drop all 100,000 of them for one listing marked sold.
 *
 * Temporary triggers on the one connection tell a function of ours the key of every row a statement
 * inserts, updates or deletes (a listing's id, or the listing a photo is of). Listeners hear of the
 * keys once they are committed: after the statement, or at the end of the transaction it ran in. A
 * transaction rolled back is told too: listeners read the rows as they now stand, which is right
 * either way. Another program's commits fire no trigger here: they move the table versions' epoch,
 * which whatever is kept checks (epoch()).
 */

/** A table whose rows are watched, and the column that says which kept value a row belongs to. */
export interface WatchedTable {
  table: string;
  key: string;
}

/** Reads rows on the one connection, now (a listener's read sees what was just committed). */
export type ReadNow = (sql: string, bindings: unknown[]) => Record<string, unknown>[];

/** The keys of a table's changed rows, or 'all' when too many changed to name each. */
export type ChangedKeys = ReadonlySet<number> | 'all';

export type RowListener = (table: string, keys: ChangedKeys, read: ReadNow) => void;

const FUNCTION = 'nestly_row_changed';
/** keys kept waiting per table at most: past that (a bulk import, say) listeners are told 'all' */
const MOST_KEYS = 10_000;
const EVENTS = [
  ['insert', 'INSERT', ['NEW']],
  ['update', 'UPDATE', ['OLD', 'NEW']],
  ['delete', 'DELETE', ['OLD']],
] as const;

const triggerName = (table: string, event: string) => `nestly_watch_${table}_${event}`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class RowChanges {
  private readonly tables = new Map<string, string>();
  private readonly listeners = new Set<RowListener>();
  private readonly waiting = new Map<string, Set<number> | 'all'>();
  /** the connection whose triggers report every watched table, and the epoch they were made in */
  private installed?: { conn: BetterSqlite3.Database; epoch: number; tables: number; generation: number };

  /**
   * `connection` answers the one connection once it is open; `epoch` the table versions' epoch,
   * which a schema change moves (a table made again loses its triggers).
   */
  constructor(
    private readonly connection: () => BetterSqlite3.Database | undefined,
    private readonly epoch: () => number,
  ) {}

  /** Tells `listener` of the changed rows of `tables` from now on. */
  listen(tables: readonly WatchedTable[], listener: RowListener): void {
    for (const { table, key } of tables) this.tables.set(table, key);
    this.listeners.add(listener);
  }

  /**
   * The watch under way: a number that stays the same while every change to the watched tables is
   * told, so what was read under it is kept current by the listeners alone. The triggers are made
   * on the open connection when missing (a new connection, a new epoch: a schema change may have
   * made a table again), between transactions, as one rolled back would take them with it.
   * Undefined while they cannot be (no connection, a transaction open, a table not made yet).
   */
  generation(): number | undefined {
    const conn = this.connection();
    if (!conn?.open) return undefined;
    const epoch = this.epoch();
    const installed = this.installed;
    if (installed?.conn === conn && installed.epoch === epoch && installed.tables === this.tables.size) return installed.generation;
    if (conn.inTransaction) return undefined;
    try {
      this.install(conn);
    } catch {
      return undefined;
    }
    // a new connection or epoch may have seen changes no trigger told; tables newly watched had nothing kept yet
    const isSameWatch = installed?.conn === conn && installed.epoch === epoch;
    const generation = (installed?.generation ?? 0) + (isSameWatch ? 0 : 1);
    this.installed = { conn, epoch, tables: this.tables.size, generation };
    return generation;
  }

  /** Reads rows on the one connection, now; undefined inside a transaction (it would see rows not committed). */
  readNow(sql: string, bindings: unknown[]): Record<string, unknown>[] | undefined {
    const conn = this.connection();
    if (!conn?.open || conn.inTransaction) return undefined;
    return conn.prepare(sql).all(bindings) as Record<string, unknown>[];
  }

  private install(conn: BetterSqlite3.Database): void {
    if (this.installed?.conn !== conn) conn.function(FUNCTION, { deterministic: false }, (table: unknown, key: unknown) => this.changed(table, key));
    const statements: string[] = [];
    for (const [table, key] of this.tables) {
      for (const [event, verb, rows] of EVENTS) {
        const name = triggerName(table, event);
        const calls = rows.map((row) => `SELECT ${FUNCTION}('${table}', ${row}.${quoted(key)});`).join(' ');
        // made afresh: one kept from before a table was made again watches nothing
        statements.push(
          `DROP TRIGGER IF EXISTS temp.${quoted(name)}`,
          `CREATE TEMP TRIGGER ${quoted(name)} AFTER ${verb} ON main.${quoted(table)} BEGIN ${calls} END`,
        );
      }
    }
    // all or nothing: triggers dropped and not made again would leave changes untold under the same watch
    conn.transaction(() => conn.exec(statements.join(';\n')))();
  }

  private changed(table: unknown, key: unknown): null {
    if (typeof table !== 'string') return null;
    let keys = this.waiting.get(table);
    if (keys === 'all') return null;
    if (typeof key !== 'number') {
      this.waiting.set(table, 'all');
      return null;
    }
    if (!keys) {
      keys = new Set();
      this.waiting.set(table, keys);
    }
    keys.add(key);
    if (keys.size > MOST_KEYS) this.waiting.set(table, 'all');
    return null;
  }

  /**
   * A statement ended, or a transaction: what changed is told once the connection is out of any
   * transaction (a savepoint released is not yet a commit).
   */
  settled(conn: BetterSqlite3.Database): void {
    if (this.waiting.size === 0 || conn.inTransaction) return;
    const changed = [...this.waiting];
    this.waiting.clear();
    const read: ReadNow = (sql, bindings) => conn.prepare(sql).all(bindings) as Record<string, unknown>[];
    for (const [table, keys] of changed) {
      for (const listener of this.listeners) {
        try {
          listener(table, keys, read);
        } catch {
          // what that listener keeps may have missed the change: a new watch, under which nothing kept before holds
          if (this.installed) this.installed = { ...this.installed, generation: this.installed.generation + 1 };
        }
      }
    }
  }
}
