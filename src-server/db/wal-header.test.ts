import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WalHeader } from './wal-header';

/*
 * The wal-index header tells whether anyone committed since the last look (wal-header.ts): it must
 * never stay the same across a commit, by this connection or another, and its descriptor must stay
 * open while any connection of this process still looks through it.
 */
let dir: string;
let file: string;
const opened: Database.Database[] = [];

function connect(): Database.Database {
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  opened.push(conn);
  return conn;
}

/** This process's descriptors of the file's -shm (SQLite's own and the headers'). */
const shmDescriptors = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === `${file}-shm`;
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
    expect(header.changed()).toBe(true);
    expect(header.changed()).toBe(false);
    ours.prepare('SELECT count(*) FROM notes').get();
    expect(header.changed()).toBe(false);

    ours.prepare('INSERT INTO notes VALUES (?)').run('ours');
    expect(header.changed()).toBe(true);
    expect(header.changed()).toBe(false);

    const other = connect();
    other.prepare('INSERT INTO notes VALUES (?)').run('another');
    expect(header.changed()).toBe(true);
    expect(header.changed()).toBe(false);

    // a log started again after a full checkpoint may reach the same length: its salts differ
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.prepare('INSERT INTO notes VALUES (?)').run('another');
    expect(header.changed()).toBe(true);
    header.close();
  });

  it('keeps one descriptor per file, open until the last header of it lets go', () => {
    const first = connect();
    const second = connect();
    const sqliteOwn = shmDescriptors();
    const headers = [WalHeader.of(first)!, WalHeader.of(second)!];
    expect(shmDescriptors()).toBe(sqliteOwn + 1);
    headers[0]!.close();
    headers[0]!.close();
    expect(shmDescriptors()).toBe(sqliteOwn + 1);
    second.prepare('CREATE TABLE notes (text TEXT)').run();
    expect(headers[1]!.changed()).toBe(true);
    headers[1]!.close();
    expect(shmDescriptors()).toBe(sqliteOwn);
    // a header let go of answers "changed", so whoever still asks goes on to data_version
    expect(headers[1]!.changed()).toBe(true);
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
