import Database from 'better-sqlite3';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationSource } from '../../database/migrations/index';
import { buildUser } from '../test/factories';
import { backupDatabase } from './backup';
import { createDb, migrate } from './knex';
import { restoreDatabase } from './restore';

let dir: string;
let live: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nestly-restore-'));
  live = join(dir, 'nestly.sqlite');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a database file, runs the work on it and closes it again (as the stopped server left it). */
async function withDb<T>(file: string, work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb(file);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const emailsIn = (file: string) => withDb(file, async (db) => (await db('users').orderBy('id').pluck('email')) as string[]);

/** A live database with one member, a backup of it, then a second member that only the live one has. */
async function liveWithBackup(): Promise<{ backup: string; kept: string; added: string }> {
  const backup = join(dir, 'backup.sqlite');
  return withDb(live, async (db) => {
    await migrate(db);
    const kept = (await buildUser(db)).email;
    await backupDatabase(db, backup);
    const added = (await buildUser(db)).email;
    return { backup, kept, added };
  });
}

const leftovers = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('restoreDatabase', () => {
  it('puts the backup in place, keeps the replaced database beside it and leaves no temporary file', async () => {
    const { backup, kept, added } = await liveWithBackup();
    const report = await restoreDatabase(live, backup, new Date('2026-11-23T10:00:00Z'));
    expect(report).toEqual({ previous: `${live}.before-restore-2026-11-23T10-00-00-000Z`, migrated: 0 });
    expect(await emailsIn(live)).toEqual([kept]);
    expect(await emailsIn(report.previous!)).toEqual([kept, added]);
    expect(leftovers()).toEqual([]);
    // the restored database is a sound one the server can open and write to
    await withDb(live, async (db) => {
      expect((await db.raw('PRAGMA integrity_check'))[0].integrity_check).toBe('ok');
      await buildUser(db);
    });
  });

  it('brings a backup from an older version up to this schema before it goes live', async () => {
    const { backup, kept } = await liveWithBackup();
    await withDb(backup, (db) => db.migrate.down({ migrationSource }));
    const report = await restoreDatabase(live, backup);
    expect(report.migrated).toBe(1);
    await withDb(live, async (db) => {
      const [, pending] = await db.migrate.list({ migrationSource });
      expect(pending).toEqual([]);
      expect(await db('users').pluck('email')).toEqual([kept]);
    });
  });

  async function expectRefused(backup: string, message: RegExp) {
    const before = readFileSync(live);
    await expect(restoreDatabase(live, backup)).rejects.toThrow(message);
    expect(readFileSync(live).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);
    expect(leftovers()).toEqual([]);
  }

  it('refuses a file that fails integrity_check, leaving the live database as it was', async () => {
    const { backup, kept, added } = await liveWithBackup();
    const fd = openSync(backup, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 2 * 4096);
    closeSync(fd);
    await expectRefused(backup, /failed its integrity check/);
    expect(await emailsIn(live)).toEqual([kept, added]);
  });

  it('refuses a backup from a newer version of Nestly', async () => {
    const { backup } = await liveWithBackup();
    const copy = new Database(backup);
    copy.prepare('insert into knex_migrations (name, batch, migration_time) values (?, 99, 0)').run('20991231000000_from_the_future');
    copy.close();
    await expectRefused(backup, /comes from a newer version of Nestly \(unknown migration 20991231000000_from_the_future\)/);
  });

  it.each([
    [
      'a trigger',
      "CREATE TRIGGER promote_new_users AFTER INSERT ON users BEGIN UPDATE users SET role = 'admin' WHERE id = NEW.id; END",
      /holds schema objects that Nestly's migrations do not create: trigger promote_new_users on users\. Nothing was changed\./,
    ],
    ['a view', 'CREATE VIEW member_emails AS SELECT email FROM users', /do not create: view member_emails\./],
    ['an index', 'CREATE INDEX users_by_bio ON users (bio)', /do not create: index users_by_bio on users\./],
    ['a table', 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)', /do not create: table notes\./],
  ])('refuses a backup with %s the migrations did not create, and names it', async (_what, sql, message) => {
    const { backup } = await liveWithBackup();
    const copy = new Database(backup);
    copy.exec(sql);
    copy.close();
    await expectRefused(backup, message);
  });

  it('refuses a backup whose trigger was rewritten, even under the name of one of ours', async () => {
    const { backup } = await liveWithBackup();
    const copy = new Database(backup);
    const ours = copy.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'products' LIMIT 1").get() as {
      name: string;
      sql: string;
    };
    copy.exec(`DROP TRIGGER ${ours.name}`);
    copy.exec(`CREATE TRIGGER ${ours.name} AFTER INSERT ON products BEGIN UPDATE users SET role = 'admin' WHERE id = NEW.seller_id; END`);
    copy.close();
    await expectRefused(backup, new RegExp(`trigger ${ours.name} on products \\(changed from what the migrations create\\)`));
  });

  it("refuses a text file, a database that is not Nestly's, a missing file and the live file itself", async () => {
    await liveWithBackup();
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some words that are long enough to be a header '.repeat(20));
    await expectRefused(text, /failed its integrity check \(file is not a database\)/);
    const other = join(dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('create table notes (id integer primary key)');
    db.close();
    await expectRefused(other, /is not a Nestly database/);
    await expectRefused(join(dir, 'missing.sqlite'), /does not exist/);
    await expectRefused(live, /is the live database itself/);
  });

  it('refuses while the server still has the database open', async () => {
    const { backup, kept, added } = await liveWithBackup();
    await withDb(live, async (running) => {
      await buildUser(running);
      await expect(restoreDatabase(live, backup)).rejects.toThrow('The database is open in another process (is the server running?); stop it first.');
      expect(readdirSync(dir).filter((name) => name.includes('before-restore') || name.endsWith('.tmp'))).toEqual([]);
    });
    expect((await emailsIn(live)).slice(0, 2)).toEqual([kept, added]);
  });

  it('refuses PostgreSQL, which is restored with pg_restore', async () => {
    await expect(restoreDatabase('postgres://x@127.0.0.1/nestly', join(dir, 'b.sqlite'))).rejects.toThrow('PostgreSQL databases are restored with pg_restore.');
  });
});
