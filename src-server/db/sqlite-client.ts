import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import BetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js';
import { readPool, type ReadLane, type ReadPool } from './read-pool';
import { RowChanges } from './row-changes';
import { TableVersions } from './table-versions';

/*
 * knex's better-sqlite3 client with two additions, both invisible to the services:
 * - reads outside a transaction run on the read threads (read-pool.ts) under a time budget, without
 *   taking the one connection, so they never wait for a write or for each other;
 * - every statement is reported to the database's TableVersions, which keep the caches honest.
 * Reads inside a transaction, writes and anything raw stay on the one connection, as before.
 */

interface SqliteState {
  file: string;
  versions: TableVersions;
  rows: RowChanges;
  pool?: ReadPool;
  budgetMs: number;
  /** the one connection, once open */
  main?: BetterSqlite3.Database;
  /** the connection is being opened ahead of the first request */
  opening?: boolean;
}

interface QueryObject {
  sql: string;
  bindings?: unknown[];
  method?: string;
  options?: unknown;
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

interface BaseClient {
  config: Knex.Config;
  transacting?: boolean;
  runner(builder: { _method?: string; _connection?: unknown }): { connection?: unknown };
  _query(connection: unknown, obj: QueryObject): Promise<QueryObject>;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
  _optSafeIntegers(options: unknown): boolean | undefined;
  destroy(callback?: unknown): Promise<void>;
}

const Base = BetterSqlite3Client as unknown as new (config: Knex.Config) => BaseClient;
/** knex copies its config (and the connection part) but keeps its properties, symbols too */
const STATE = Symbol('nestly sqlite state');
const READ_METHODS = new Set(['select', 'first', 'pluck']);
/** stands in for a connection on reads that go to a read thread, so knex takes none from its pool */
const ON_READ_THREAD = Object.freeze({ __knexUid: 'read-thread' });

function stateOf(client: { config: Knex.Config }): SqliteState {
  const state = (client.config.connection as { [STATE]?: SqliteState } | undefined)?.[STATE];
  if (!state) throw new Error('This SQLite client was not made by sqliteConfig');
  return state;
}

/** Searches and pages past the first may be costly; the rest (lookups, first pages, counts from an index) are quick. */
const COSTLY = /\bmatch\b|\boffset\b/i;
const laneOf = (sql: string): ReadLane => (COSTLY.test(sql) ? 'costly' : 'quick');

/** statements kept prepared on a connection at most (then they are all prepared afresh) */
const MAX_PREPARED = 500;
/**
 * The one connection's statements, prepared once by their text. knex prepares every statement
 * anew, and preparing the five statements of a message sent (BEGIN to COMMIT) took a tenth of its
 * cost. A schema change forgets them (SQLite would prepare them again anyway).
 */
const preparedOn = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function preparedStatement(conn: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
  let statements = preparedOn.get(conn);
  if (!statements) {
    statements = new Map();
    preparedOn.set(conn, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = conn.prepare(sql);
    if (statements.size >= MAX_PREPARED) statements.clear();
    statements.set(sql, statement);
  }
  return statement;
}

const firstWord = (sql: string) => /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
const WRITES = /\b(insert|update|delete|replace)\b/i;

class NestlySqliteClient extends Base {
  override runner(builder: { _method?: string; _connection?: unknown }) {
    const runner = super.runner(builder);
    const state = stateOf(this);
    const onThread = state.pool && state.main && !this.transacting && !builder._connection && READ_METHODS.has(builder._method ?? '');
    if (onThread) runner.connection = ON_READ_THREAD;
    return runner;
  }

  override async _query(connection: unknown, obj: QueryObject): Promise<QueryObject> {
    const { versions, rows, pool, file, budgetMs } = stateOf(this);
    if (connection === ON_READ_THREAD && pool) {
      versions.read(obj.sql);
      obj.response = await pool.all(file, obj.sql, this._formatBindings(obj.bindings), budgetMs, laneOf(obj.sql));
      return obj;
    }
    const verb = firstWord(obj.sql);
    const isRead =
      READ_METHODS.has(obj.method ?? '') ||
      (obj.method === 'raw' && (verb === 'select' || verb === 'with' || verb === 'explain') && !WRITES.test(obj.sql)) ||
      (verb === 'pragma' && !obj.sql.includes('='));
    if (isRead) {
      versions.read(obj.sql);
      return this.run(connection, obj, verb);
    }
    if (verb === 'begin' || verb === 'savepoint') return this.run(connection, obj, verb);
    try {
      return await this.run(connection, obj, verb);
    } finally {
      // a savepoint released or rolled back to is not yet the end: the outer transaction's COMMIT is
      if (verb === 'commit' || verb === 'rollback' || verb === 'release' || verb === 'end') {
        if (!(connection as BetterSqlite3.Database | undefined)?.inTransaction) versions.ended();
      } else if (verb === 'create' || verb === 'alter' || verb === 'drop') {
        versions.schemaChanged();
        preparedOn.delete(connection as BetterSqlite3.Database);
      } else versions.wrote(obj.sql, this.transacting === true);
      if (connection) rows.settled(connection as BetterSqlite3.Database);
    }
  }

  /** knex's own run of a statement on the one connection, with the statement prepared once (see preparedOn). */
  private run(connection: unknown, obj: QueryObject, verb: string): Promise<QueryObject> {
    const keep = this._optSafeIntegers(obj.options) === undefined && verb !== 'create' && verb !== 'alter' && verb !== 'drop' && verb !== 'pragma';
    if (!keep || !obj.sql || !connection) return super._query(connection, obj);
    const statement = preparedStatement(connection as BetterSqlite3.Database, obj.sql);
    const bindings = this._formatBindings(obj.bindings);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return Promise.resolve(obj);
    }
    const result = statement.run(bindings);
    obj.response = result;
    obj.context = { lastID: result.lastInsertRowid, changes: result.changes };
    return Promise.resolve(obj);
  }

  override async destroy(callback?: unknown): Promise<void> {
    const state = stateOf(this);
    // the read threads let go of the file first, so closing the last connection checkpoints it whole
    await state.pool?.forget(state.file);
    state.main = undefined;
    return super.destroy(callback);
  }
}

export interface SqliteOptions {
  /** read threads (0, the default: every read on the one connection, as maintenance tasks want) */
  readThreads?: number;
  /** how long a read may run, or wait for a thread, before it is refused */
  readBudgetMs?: number;
}

export const DEFAULT_READ_BUDGET_MS = 5000;

const inMemory = (filename: string) => filename === '' || filename === ':memory:' || filename.startsWith('file::memory:');

/**
 * The knex config for a SQLite file: one connection (SQLite serialises writers anyway, and it keeps
 * transactions simple) set up by `prepare`, plus the read threads.
 */
export function sqliteConfig(filename: string, prepare: (conn: BetterSqlite3.Database) => void, options: SqliteOptions = {}): Knex.Config {
  const threads = options.readThreads ?? 0;
  const config: Knex.Config = {
    client: NestlySqliteClient as unknown as typeof Knex.Client,
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: BetterSqlite3.Database, done: (err: Error | null, conn: unknown) => void) => {
        try {
          prepare(conn);
          state.main = conn;
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
  };
  const versions = new TableVersions(() => state.main);
  const state: SqliteState = {
    file: filename,
    versions,
    rows: new RowChanges(
      () => state.main,
      () => versions.currentEpoch(),
    ),
    pool: inMemory(filename) || threads === 0 ? undefined : readPool(threads),
    budgetMs: options.readBudgetMs ?? DEFAULT_READ_BUDGET_MS,
  };
  // a listing's photos are part of it: a change to either is the listing's row version (readRows)
  state.rows.listen(
    [
      { table: 'products', key: 'id' },
      { table: 'product_images', key: 'product_id' },
    ],
    (table, keys) => {
      if (table === 'products' || table === 'product_images') versions.rowsChanged('products', keys);
    },
  );
  (config.connection as { [STATE]?: SqliteState })[STATE] = state;
  return config;
}

/** Closes the read threads' connections to a database, which reopen on their next read (with the planner's newest statistics). */
export async function reopenReadConnections(db: Knex): Promise<void> {
  const state = (db.client.config.connection as { [STATE]?: SqliteState } | undefined)?.[STATE];
  await state?.pool?.forget(state.file);
}

/** Which rows of watched tables the database's writes change (undefined on PostgreSQL). */
export function rowChangesOf(db: Knex | Knex.Client): RowChanges | undefined {
  const client: Knex.Client = typeof db === 'function' ? db.client : db;
  return (client.config.connection as { [STATE]?: SqliteState } | undefined)?.[STATE]?.rows;
}

/**
 * The table versions of a SQLite database (undefined on PostgreSQL, where nothing is cached). The
 * first call opens the database's connection, so caches work from the first request on.
 */
export function tableVersionsOf(db: Knex | Knex.Client): TableVersions | undefined {
  const client: Knex.Client = typeof db === 'function' ? db.client : db;
  const state = (client.config.connection as { [STATE]?: SqliteState } | undefined)?.[STATE];
  if (state && !state.main && !state.opening) {
    state.opening = true;
    client
      .acquireConnection()
      .then((conn: unknown) => client.releaseConnection(conn))
      .catch(() => undefined)
      .finally(() => {
        state.opening = false;
      });
  }
  return state?.versions;
}
