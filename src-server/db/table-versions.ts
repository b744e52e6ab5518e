import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { WalHeader } from './wal-header';

/*
 * What a cached answer depends on, table by table (SQLite only).
 *
 * Every statement of a SQLite database passes through its knex client (sqlite-client.ts), which
 * tells this object about it. A read made while something collects (collect(), or an answer being
 * made for the answer cache) records each table it names with that table's version; a write bumps
 * the version of every table it names and of every table it reaches through triggers (the full-text
 * indexes) and ON DELETE / ON UPDATE actions (cascades). A cached value is good while every table
 * it read still has the version it read: a new favourite leaves every list of listings alone, a new
 * listing leaves the blog alone.
 *
 * - Inside a transaction the tables are bumped again at COMMIT: a read that ran beside the
 *   transaction, on a read thread, saw the rows from before it.
 * - A statement whose tables cannot be told, a schema change, or a commit by another connection
 *   (the command line, the desktop console, a second server on the same file: PRAGMA data_version,
 *   asked only when the file's wal-index header changed since the last look) moves the epoch, which
 *   every version includes.
 * - Tables whose rows each belong to one owner (OWNED) are versioned per owner as well: a write made
 *   inside ownerWrites(owner) changes that owner's values only. Reads of such a table while
 *   collecting for an owner of its kind record that owner's version; any other write to the table
 *   changes every owner's.
 */

/**
 * Owned tables and the kind of their owners: a member's favourites belong to the member (a number,
 * their id), a session's row to the session (a string, its id). An owner of another kind reads and
 * writes such a table as a whole, so a member's answer never counts on one session's version.
 */
const OWNED = new Map<string, 'number' | 'string'>([
  ['favorites', 'number'],
  ['sessions', 'string'],
]);

/** A member's id or a session's id: whose rows of an owned table a read or a write is about. */
export type Owner = number | string;

const ownedBy = (table: string, owner: Owner | undefined): owner is Owner => owner !== undefined && OWNED.get(table) === typeof owner;

/** Between a table and a row's key: `products#12`, a row's version (readRows, rowsChanged). */
const ROW = '#';

/** The key of the whole database's version: for what cannot tell which tables it read (a page made through HTTP calls). */
export const EVERYTHING = '*';

/** A table (or `table@owner`) and the version it had when it was read. */
export type Deps = readonly (readonly [string, string])[];

interface Collector {
  deps: Map<string, string>;
  owner?: Owner;
  parent?: Collector;
}

const collecting = new AsyncLocalStorage<Collector>();
const ownerWriting = new AsyncLocalStorage<Owner>();

/** Runs writes that only change one owner's rows of an owned table (a member's favourites, a session's row). */
export function ownerWrites<T>(owner: Owner, write: () => PromiseLike<T>): Promise<T> {
  // awaited inside: a knex query runs when it is awaited, which must happen within the scope
  return ownerWriting.run(owner, async () => await write());
}

interface Schema {
  tables: Set<string>;
  /** a table → every table a write to it may change (itself, trigger targets, cascades) */
  affected: Map<string, string[]>;
  /** a table → every table an insert into it may change (itself, trigger targets) */
  triggered: Map<string, string[]>;
  /** a view → the tables it reads */
  views: Map<string, string[]>;
  /** a table → the tables whose foreign keys to it act ON UPDATE, and the column each refers to (none: the key) */
  updateCascades: Map<string, { child: string; column?: string }[]>;
  /** a table → its UPDATE triggers: the columns they wait for (none: any) and the tables they write */
  updateTriggers: Map<string, { columns?: Set<string>; targets: string[] }[]>;
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;
const FOREIGN_KEY_ACTIONS = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);
/** how long another connection's commit may go unseen between two fresh() calls */
const OTHERS_CHECKED_EVERY_MS = 1000;
/** how often the wal-index header's file is checked to be the database's still (wal-header.ts) */
const FILE_CHECKED_EVERY_MS = 1000;
const MAX_REMEMBERED_STATEMENTS = 2000;
const MAX_REMEMBERED_TOKENS = 10_000;

// prepared once per connection: db.pragma() prepares its statement anew on every call, and this runs on every request
const dataVersions = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();
function dataVersionOf(conn: BetterSqlite3.Database): BetterSqlite3.Statement {
  let statement = dataVersions.get(conn);
  if (!statement) {
    statement = conn.prepare('PRAGMA data_version').pluck();
    dataVersions.set(conn, statement);
  }
  return statement;
}

/** No statement is being read on the connection (an iterator keeps a read transaction without inTransaction). */
function isIdle(conn: BetterSqlite3.Database): boolean {
  try {
    conn.exec('');
    return true;
  } catch {
    return false;
  }
}

function namesIn(sql: string, tables: Set<string>): string[] {
  return [...new Set(sql.match(IDENTIFIER) ?? [])].filter((name) => tables.has(name));
}

/** Schemas already read, by their text: the tests open many databases of one schema. */
const schemasByText = new Map<string, Schema>();

function readSchema(conn: BetterSqlite3.Database): Schema {
  const rows = conn.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master').all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }[];
  const text = rows.map((row) => `${row.type} ${row.name} ${row.sql ?? ''}`).join('\n');
  let schema = schemasByText.get(text);
  if (!schema) {
    schema = schemaOf(conn, rows);
    schemasByText.set(text, schema);
  }
  return schema;
}

function schemaOf(conn: BetterSqlite3.Database, rows: { type: string; name: string; tbl_name: string; sql: string | null }[]): Schema {
  const tables = new Set(rows.filter((row) => row.type === 'table' || row.type === 'view').map((row) => row.name));
  const triggers = new Map<string, Set<string>>();
  const cascades = new Map<string, Set<string>>();
  const link = (links: Map<string, Set<string>>, from: string, to: string) => {
    if (from === to) return;
    if (!links.has(from)) links.set(from, new Set());
    links.get(from)!.add(to);
  };
  const views = new Map<string, string[]>();
  const updateTriggers = new Map<string, { columns?: Set<string>; targets: string[] }[]>();
  for (const row of rows) {
    if (row.type === 'trigger' && row.sql) {
      const targets = namesIn(row.sql, tables).filter((name) => name !== row.tbl_name);
      for (const target of targets) link(triggers, row.tbl_name, target);
      const update = updateTriggerOf(row.sql);
      // one that writes its own table may fire its other triggers: it reaches all the table does
      const body = /\bbegin\b([^]*)$/i.exec(row.sql)?.[1] ?? row.sql;
      const reached = namesIn(body, tables).includes(row.tbl_name) ? [...targets, row.tbl_name] : targets;
      if (update) updateTriggers.set(row.tbl_name, [...(updateTriggers.get(row.tbl_name) ?? []), { columns: update.columns, targets: reached }]);
    }
    if (row.type === 'view' && row.sql)
      views.set(
        row.name,
        namesIn(row.sql, tables).filter((name) => name !== row.name),
      );
  }
  // every table's foreign keys in one statement (virtual tables have none to list)
  const keys = conn
    .prepare(
      `SELECT m.name AS child, k."table" AS parent, k."to" AS column, k.on_delete, k.on_update
       FROM sqlite_master m, pragma_foreign_key_list(m.name) k
       WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%'`,
    )
    .all() as { child: string; parent: string; column: string | null; on_delete: string; on_update: string }[];
  const updateCascades = new Map<string, { child: string; column?: string }[]>();
  for (const key of keys) {
    if (FOREIGN_KEY_ACTIONS.has(key.on_delete) || FOREIGN_KEY_ACTIONS.has(key.on_update)) link(cascades, key.parent, key.child);
    if (FOREIGN_KEY_ACTIONS.has(key.on_update)) {
      const cascade = { child: key.child, column: key.column?.toLowerCase() };
      updateCascades.set(key.parent, [...(updateCascades.get(key.parent) ?? []), cascade]);
    }
  }
  return { tables, affected: closure(tables, [triggers, cascades]), triggered: closure(tables, [triggers]), views, updateCascades, updateTriggers };
}

const unquoted = (name: string) => name.trim().replace(/^[`"[]|[`"\]]$/g, '');

/** A trigger's header read for its event: for UPDATE, the columns it waits for (undefined: any column); undefined for another event. */
function updateTriggerOf(sql: string): { columns?: Set<string> } | undefined {
  const header = /^([^]*?)\bbegin\b/i.exec(sql)?.[1] ?? sql;
  const event = /\b(insert|delete|update)\b(?:\s+of\s+([^]*?))?\s+on\s/i.exec(header);
  if (!event) return { columns: undefined };
  if (event[1]!.toLowerCase() !== 'update') return undefined;
  return { columns: event[2] ? new Set(event[2].split(',').map((name) => unquoted(name).toLowerCase())) : undefined };
}

/**
 * The table an UPDATE writes and the columns its SET names, as SQLite decides which UPDATE OF
 * triggers fire: undefined for another statement, or a SET that is not plain `column = value`
 * pairs (text, a subquery), which is taken to reach every trigger.
 */
export function updatedColumns(sql: string): { table: string; columns: string[] } | undefined {
  const update = /^\s*update\s+([`"[]?\w+[`"\]]?)\s+set\s+([^]*?)(?:\s+(?:where|from|returning)\b[^]*)?$/i.exec(sql);
  if (!update || /['"(;]/.test(update[2]!)) return undefined;
  const columns: string[] = [];
  for (const part of update[2]!.split(',')) {
    const column = /^\s*([`"[]?\w+[`"\]]?)\s*=/.exec(part);
    if (!column) return undefined;
    columns.push(unquoted(column[1]!).toLowerCase());
  }
  return { table: unquoted(update[1]!), columns };
}

/** For each table, itself and every table the links reach from it, step by step. */
function closure(tables: Set<string>, linkSets: Map<string, Set<string>>[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  for (const table of tables) {
    const seen = new Set([table]);
    const todo = [table];
    while (todo.length > 0) {
      const at = todo.pop()!;
      for (const links of linkSets) {
        for (const next of links.get(at) ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          todo.push(next);
        }
      }
    }
    reached.set(table, [...seen]);
  }
  return reached;
}

export class TableVersions {
  /** versions kept at most, owners' included (see forgetOwners) */
  static mostVersions = 100_000;
  private epoch = 0;
  /** every bump of any table: the version of the whole database (EVERYTHING) */
  private writes = 0;
  private readonly counters = new Map<string, number>();
  private schema?: Schema;
  private readonly statementTables = new Map<string, string[]>();
  /** keys written inside the open transaction, bumped again at its end */
  private readonly pending = new Set<string>();
  private othersSeen?: number;
  private othersCheckedAt = -Infinity;
  /** the connection looked through, and its file's wal-index header (none: every look asks data_version) */
  private looks?: { conn: BetterSqlite3.Database; header: WalHeader | undefined; fileCheckedAt: number };
  /** tokens made since the last change of any version: every cached value asks for the same few again and again */
  private readonly tokens = new Map<string, string>();

  /** `connection` answers the database's own (writing) connection once it is open. */
  constructor(private readonly connection: () => BetterSqlite3.Database | undefined) {}

  /** False until the database's connection is open: nothing may be cached meanwhile. */
  get enabled(): boolean {
    return this.connection() !== undefined;
  }

  private tablesOf(sql: string): string[] {
    let known = this.statementTables.get(sql);
    if (known) return known;
    const conn = this.connection();
    if (!conn) return [];
    this.schema ??= readSchema(conn);
    const { tables, views } = this.schema;
    known = namesIn(sql, tables).flatMap((name) => views.get(name) ?? [name]);
    if (this.statementTables.size >= MAX_REMEMBERED_STATEMENTS) this.statementTables.clear();
    this.statementTables.set(sql, known);
    return known;
  }

  private count(key: string): number {
    return this.counters.get(key) ?? 0;
  }

  private bump(key: string): void {
    this.counters.set(key, this.count(key) + 1);
    this.writes += 1;
    this.tokens.clear();
    if (this.counters.size > TableVersions.mostVersions) this.forgetOwners();
  }

  /**
   * A version per owner ever written (every session signed in) would grow without end: past
   * mostVersions they are all dropped, and each owned table bumped as a whole. Every owner's version
   * names its table's, so no value read before can pass for current when an owner's count starts
   * again from nothing.
   */
  private forgetOwners(): void {
    const rowTables = new Set<string>();
    for (const key of [...this.counters.keys()]) {
      const at = key.indexOf('@');
      if (at > 0 && key !== `${key.slice(0, at)}@*`) this.counters.delete(key);
      const row = at < 0 ? key.indexOf(ROW) : -1;
      if (row > 0 && key !== `${key.slice(0, row)}${ROW}*`) {
        this.counters.delete(key);
        rowTables.add(key.slice(0, row));
      }
    }
    for (const table of OWNED.keys()) this.counters.set(table, this.count(table) + 1);
    // every row's version names its table's: none read before passes for current when a row's count starts again
    for (const table of rowTables) this.counters.set(`${table}${ROW}*`, this.count(`${table}${ROW}*`) + 1);
    this.tokens.clear();
  }

  /** Nothing read before holds any more. */
  private newEpoch(): void {
    this.epoch += 1;
    this.tokens.clear();
  }

  /** The version of a table, of one owner's rows of an owned table (`favorites@12`), or of everything. */
  tokenOf(key: string): string {
    const known = this.tokens.get(key);
    if (known !== undefined) return known;
    const token = this.tokenNow(key);
    if (this.tokens.size >= MAX_REMEMBERED_TOKENS) this.tokens.clear();
    this.tokens.set(key, token);
    return token;
  }

  private tokenNow(key: string): string {
    if (key === EVERYTHING) return `${this.epoch}.${this.writes}`;
    const at = key.indexOf('@');
    const row = at < 0 ? key.indexOf(ROW) : -1;
    if (row > 0) return `${this.epoch}.${this.count(`${key.slice(0, row)}${ROW}*`)}.${this.count(key)}`;
    if (at < 0) return `${this.epoch}.${this.count(key)}.${OWNED.has(key) ? this.count(`${key}@*`) : 0}`;
    return `${this.epoch}.${this.count(key.slice(0, at))}.${this.count(key)}`;
  }

  /** Looks for commits by other connections: now when `now` is set, else at most once a second. */
  checkOthers(now = false): void {
    // the time first: this runs several times a request, and the connection's state is a native call
    const time = performance.now();
    if (!now && time - this.othersCheckedAt < OTHERS_CHECKED_EVERY_MS) return;
    const conn = this.connection();
    if (!conn?.open) return;
    this.othersCheckedAt = time;
    const header = this.headerOf(conn, time);
    if (header && !header.changed()) return;
    const seen = dataVersionOf(conn).get() as number;
    if (this.othersSeen !== undefined && seen !== this.othersSeen) this.newEpoch();
    this.othersSeen = seen;
    // data_version answers the snapshot of a transaction open on the connection (or of a statement
    // still being read), which may predate the header read
    if (!conn.inTransaction && isIdle(conn)) header?.accept();
  }

  /**
   * The wal-index header of the connection's file (wal-header.ts), made again when its file went;
   * none: the look asks data_version.
   */
  private headerOf(conn: BetterSqlite3.Database, time: number): WalHeader | undefined {
    if (this.looks?.conn !== conn) {
      // the first look, or another connection than the last look's (its data_version counts from its
      // own start): what was kept before is not known to be current
      this.newEpoch();
      this.looks = { conn, header: undefined, fileCheckedAt: -Infinity };
      this.othersSeen = undefined;
    }
    const looks = this.looks;
    if (time - looks.fileCheckedAt < FILE_CHECKED_EVERY_MS) return looks.header;
    looks.fileCheckedAt = time;
    if (!looks.header?.isOfLiveFile()) looks.header = WalHeader.of(conn);
    return looks.header;
  }

  /** Looks for other programs' commits once before anything is collected: the first look starts what it compares with. */
  private lookedOnce(): void {
    if (!this.looks) this.checkOthers(true);
  }

  /**
   * The epoch, after a look for other programs' commits: what is kept row by row beside the table
   * versions (row-changes.ts) holds while it stays the same.
   */
  currentEpoch(): number {
    this.lookedOnce();
    this.checkOthers();
    return this.epoch;
  }

  /** Every dependency still has the version it was read at. */
  isCurrent(deps: Deps): boolean {
    if (!this.enabled) return false;
    this.checkOthers();
    return deps.every(([key, token]) => this.tokenOf(key) === token);
  }

  /** Records the tables a read names in whatever collects now. */
  read(sql: string): void {
    const collector = collecting.getStore();
    if (!collector) return;
    for (const table of this.tablesOf(sql)) {
      const key = ownedBy(table, collector.owner) ? `${table}@${collector.owner}` : table;
      this.record(collector, key, this.tokenOf(key));
    }
  }

  /**
   * Records tables whose rows were read from memory kept current row by row (row-changes.ts): a
   * value made from them, an answer say, depends on them as they are now.
   */
  readTables(tables: readonly string[]): void {
    const collector = collecting.getStore();
    if (!collector) return;
    for (const table of tables) this.record(collector, table, this.tokenOf(table));
  }

  /**
   * Records rows read, by key, from memory kept current row by row: a listing's page depends on
   * that listing, not on every other (`products#12`). Their versions move with rowsChanged only,
   * so only what row-changes.ts watches may be read this way.
   */
  readRows(table: string, keys: Iterable<number>): void {
    const collector = collecting.getStore();
    if (!collector) return;
    for (const key of keys) {
      const rowKey = `${table}${ROW}${key}`;
      this.record(collector, rowKey, this.tokenOf(rowKey));
    }
  }

  /** Rows a write changed, told once they are committed (row-changes.ts); 'all' when too many to name. */
  rowsChanged(table: string, keys: Iterable<number> | 'all'): void {
    if (keys === 'all') return this.bump(`${table}${ROW}*`);
    for (const key of keys) this.bump(`${table}${ROW}${key}`);
  }

  private record(collector: Collector, key: string, token: string): void {
    for (let at: Collector | undefined = collector; at; at = at.parent) if (!at.deps.has(key)) at.deps.set(key, token);
  }

  /** A cached value is used: what it depended on becomes what the value being made depends on. */
  adopt(deps: Deps): void {
    const collector = collecting.getStore();
    if (collector) for (const [key, token] of deps) this.record(collector, key, token);
  }

  /**
   * A statement that may change rows: bumps every table it may change. An insert reaches other
   * tables through triggers only; an update or delete through cascades as well.
   */
  wrote(sql: string, inTransaction: boolean): void {
    const tables = this.tablesOf(sql);
    if (tables.length === 0) {
      this.newEpoch();
      // a pragma, say: the journal mode may have changed, and the wal-index header's file with it
      if (this.looks) this.looks.fileCheckedAt = -Infinity;
      return;
    }
    const owner = ownerWriting.getStore();
    const links = /^\s*insert\b/i.test(sql) ? this.schema?.triggered : this.schema?.affected;
    const update = updatedColumns(sql);
    for (const table of tables) {
      const reached = update?.table === table ? this.updateReach(table, update.columns) : links?.get(table);
      for (const changed of reached ?? [table]) {
        const keys = changed === table && ownedBy(table, owner) ? [`${table}@${owner}`, `${table}@*`] : [changed];
        for (const key of keys) {
          this.bump(key);
          if (inTransaction) this.pending.add(key);
        }
      }
    }
  }

  /**
   * The tables an UPDATE of `columns` of `table` may change: itself, the tables whose foreign keys
   * act ON UPDATE of a column it sets (ON DELETE ones do nothing on an update), and what its UPDATE
   * triggers for those columns write (and all they reach in turn). A new price leaves the search
   * index alone, whose trigger waits for the name and the description, and the favourites, whose
   * key acts only when a listing is deleted.
   */
  private updateReach(table: string, columns: readonly string[]): string[] | undefined {
    const schema = this.schema;
    if (!schema) return undefined;
    const next: string[] = [];
    for (const { child, column } of schema.updateCascades.get(table) ?? []) if (!column || columns.includes(column)) next.push(child);
    for (const trigger of schema.updateTriggers.get(table) ?? []) {
      if (!trigger.columns || columns.some((column) => trigger.columns!.has(column))) next.push(...trigger.targets);
    }
    const reached = new Set([table]);
    for (const start of next) for (const reachedTable of schema.affected.get(start) ?? [start]) reached.add(reachedTable);
    return [...reached];
  }

  /** The end of a transaction: what it wrote is bumped again, now that other connections see it. */
  ended(): void {
    for (const key of this.pending) this.bump(key);
    this.pending.clear();
  }

  /** The schema changed: tables and their links are read again, and nothing cached before holds. */
  schemaChanged(): void {
    this.schema = undefined;
    this.statementTables.clear();
    this.newEpoch();
  }

  /**
   * Runs `load` collecting the tables it reads (and those of cached values it uses); `current` says
   * whether they still had the versions read when it ended, i.e. whether its value may be kept.
   */
  async collect<T>(load: () => Promise<T>, owner?: Owner, alone = false): Promise<{ value: T; deps: Deps; current: boolean }> {
    this.lookedOnce();
    // alone: what it reads is not recorded in what collects around it (which records rows instead)
    const parent = alone ? undefined : collecting.getStore();
    const collector: Collector = { deps: new Map(), owner: owner ?? parent?.owner, parent };
    const value = await collecting.run(collector, load);
    const deps = [...collector.deps];
    return { value, deps, current: this.isCurrent(deps) };
  }

  /**
   * For work that ends in a callback rather than a promise (an HTTP answer): `run` runs work
   * collecting, and `finish` answers what was read so far and whether it is all still current. Work
   * that answers at once (a handler with nothing to read) calls `finish` before `run` returns.
   */
  tracker(member: number | undefined): { run: (work: () => void) => void; finish: () => { deps: Deps; current: boolean } } {
    this.lookedOnce();
    const collector: Collector = { deps: new Map(), owner: member };
    return {
      run: (work) => collecting.run(collector, work),
      finish: () => {
        const deps = [...collector.deps];
        return { deps, current: this.isCurrent(deps) };
      },
    };
  }
}
