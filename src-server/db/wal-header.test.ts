import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TableVersions } from './table-versions';
import { WalHeader } from './wal-header';

/*
 * The wal-index header tells whether anyone committed since the last look (wal-header.ts): it must
 * never stay the same across a commit, by this connection or another; a look whose data_version
 * could not see the header's state must not count; and its descriptor is never closed while the
 * file can be opened, as closing it would drop this process's locks on the file.
 */
let dir: string;
let file: string;
const opened: Database.Database[] = [];

function connect(path = file): Database.Database {
  const conn = new Database(path);
  conn.pragma('journal_mode = WAL');
  opened.push(conn);
  return conn;
}

/** This process's descriptors of a -shm file (SQLite's own and the headers'). */
const shmDescriptors = (path = `${file}-shm`) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).replace(/ \(deleted\)$/, '') === path;
    } catch {
      return false;
    }
  }).length;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nestly-wal-header-'));
  file = join(dir, 'nestly.sqlite');
});

afterEach(() => {
  for (const conn of opened.splice(0)) conn.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the wal-index header', () => {
  it('stays the same while nobody commits, and changes with every commit, ours or another connection’s', () => {
    const ours = connect();
    ours.exec('CREATE TABLE notes (text TEXT)');
    const header = WalHeader.of(ours)!;
    const look = () => {
      const changed = header.changed();
      header.accept();
      return changed;
    };
    expect(look()).toBe(true);
    expect(look()).toBe(false);
    ours.prepare('SELECT count(*) FROM notes').get();
    expect(look()).toBe(false);

    ours.prepare('INSERT INTO notes VALUES (?)').run('ours');
    expect(look()).toBe(true);
    expect(look()).toBe(false);

    const other = connect();
    other.prepare('INSERT INTO notes VALUES (?)').run('another');
    expect(look()).toBe(true);
    expect(look()).toBe(false);

    // a log started again after a full checkpoint may reach the same length: its salts differ
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.prepare('INSERT INTO notes VALUES (?)').run('another');
    expect(look()).toBe(true);
  });

  it('counts as seen only the header it accepted', () => {
    const ours = connect();
    ours.exec('CREATE TABLE notes (text TEXT)');
    const header = WalHeader.of(ours)!;
    header.changed();
    header.accept();
    connect().prepare('INSERT INTO notes VALUES (?)').run('another');
    // read but not accepted (data_version could not answer for it): the next look still sees a change
    expect(header.changed()).toBe(true);
    expect(header.changed()).toBe(true);
    header.accept();
    expect(header.changed()).toBe(false);
  });

  it('is read beside the file SQLite opened, through a link to it', () => {
    mkdirSync(join(dir, 'real'));
    mkdirSync(join(dir, 'link'));
    const real = join(dir, 'real', 'nestly.sqlite');
    connect(real).exec('CREATE TABLE notes (text TEXT)');
    const linked = join(dir, 'link', 'nestly.sqlite');
    symlinkSync(real, linked);
    // a stray -shm beside the link (left by a crash, say) must not be read for the real one
    writeFileSync(`${linked}-shm`, Buffer.alloc(32_768, 7));
    const conn = connect(linked);
    conn.prepare('SELECT count(*) FROM notes').get();
    const header = WalHeader.of(conn)!;
    header.changed();
    header.accept();
    connect(real).prepare('INSERT INTO notes VALUES (?)').run('another');
    expect(header.changed()).toBe(true);
  });

  it('keeps one descriptor per file, and lets it go only once the file is gone', () => {
    const first = connect();
    const second = connect();
    first.exec('CREATE TABLE notes (text TEXT)');
    const sqliteOwn = shmDescriptors();
    WalHeader.of(first);
    WalHeader.of(second);
    expect(shmDescriptors()).toBe(sqliteOwn + 1);
    // SQLite removes the -shm as the last connection closes; the header's descriptor is let go the next time one is opened
    for (const conn of opened.splice(0)) conn.close();
    const gone = `${file}-shm`;
    file = join(dir, 'another.sqlite');
    WalHeader.of(connect());
    expect(shmDescriptors(gone)).toBe(0);
  });

  it('says when its file went (the database left WAL mode, or was closed), and a swept one is never read', () => {
    const conn = connect();
    conn.exec('CREATE TABLE notes (text TEXT)');
    const header = WalHeader.of(conn)!;
    expect(header.isOfLiveFile()).toBe(true);
    conn.pragma('journal_mode = DELETE');
    expect(header.isOfLiveFile()).toBe(false);
    // the next header opened lets go of the file's descriptor: the old header no longer reads it
    conn.pragma('journal_mode = WAL');
    conn.prepare('SELECT count(*) FROM notes').get();
    expect(WalHeader.of(conn)!.isOfLiveFile()).toBe(true);
    expect(header.changed()).toBe(true);
    header.accept();
    expect(header.changed()).toBe(true);
  });

  it('is not read where there is none: a database in memory or not in WAL mode', () => {
    const memory = new Database(':memory:');
    opened.push(memory);
    expect(WalHeader.of(memory)).toBeUndefined();
    const rollback = new Database(file);
    opened.push(rollback);
    expect(WalHeader.of(rollback)).toBeUndefined();
  });
});

describe('looking for other programs’ commits', () => {
  /** The table versions of conn, looked through once, and a value read from `notes` at that version. */
  function watched(conn: Database.Database) {
    const versions = new TableVersions(() => conn);
    versions.checkOthers(true);
    return { versions, deps: [['notes', versions.tokenOf('notes')]] as const };
  }

  it('asks again after a look that failed, and sees the commit it missed', () => {
    const conn = connect();
    conn.exec('CREATE TABLE notes (text TEXT)');
    // this connection's data_version (prepared once, on the first look) fails once with the database busy
    const prepare = conn.prepare.bind(conn);
    let failing = false;
    conn.prepare = ((sql: string) => {
      if (sql !== 'PRAGMA data_version') return prepare(sql);
      const statement = prepare(sql).pluck();
      const get = statement.get.bind(statement);
      return {
        pluck: () =>
          Object.assign(statement, {
            get: () => {
              if (!failing) return get();
              failing = false;
              throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
            },
          }),
      };
    }) as unknown as typeof conn.prepare;
    const { versions, deps } = watched(conn);
    connect().prepare('INSERT INTO notes VALUES (?)').run('another');
    failing = true;
    expect(() => versions.checkOthers(true)).toThrow('database is locked');
    versions.checkOthers(true);
    expect(versions.isCurrent(deps)).toBe(false);
  });

  it('reads the header again once the database left WAL mode and came back, and sees what others commit then', () => {
    const conn = connect();
    conn.exec('CREATE TABLE notes (text TEXT)');
    const { versions, deps } = watched(conn);
    // as the knex client does for a pragma that sets: it tells the versions of the write
    for (const mode of ['DELETE', 'WAL']) {
      const sql = `PRAGMA journal_mode = ${mode}`;
      conn.exec(sql);
      versions.wrote(sql, false);
    }
    conn.prepare('SELECT count(*) FROM notes').get();
    versions.checkOthers(true);
    const current = [['notes', versions.tokenOf('notes')]] as const;
    expect(versions.isCurrent(deps)).toBe(false);
    connect().prepare('INSERT INTO notes VALUES (?)').run('another');
    versions.checkOthers(true);
    expect(versions.isCurrent(current)).toBe(false);
  });

  /** Ways the one connection holds an older snapshot, each with how it lets go of it. */
  const snapshots: [string, (conn: Database.Database) => () => void][] = [
    [
      'a transaction that has read',
      (conn) => {
        conn.exec('BEGIN');
        conn.prepare('SELECT count(*) FROM notes').get();
        return () => conn.exec('COMMIT');
      },
    ],
    [
      'a statement still being read',
      (conn) => {
        const reading = conn.prepare('SELECT text FROM notes').iterate();
        reading.next();
        return () => reading.return?.();
      },
    ],
  ];

  it.each(snapshots)('sees a commit made while %s held an older snapshot, once it let go', (_, hold) => {
    const conn = connect();
    conn.exec('CREATE TABLE notes (text TEXT)');
    conn.prepare('INSERT INTO notes VALUES (?)').run('first');
    const { versions, deps } = watched(conn);
    const letGo = hold(conn);
    connect().prepare('INSERT INTO notes VALUES (?)').run('another');
    // data_version answers the snapshot here
    versions.checkOthers(true);
    letGo();
    versions.checkOthers(true);
    expect(versions.isCurrent(deps)).toBe(false);
  });
});
