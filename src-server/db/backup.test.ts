import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { backupDatabase } from './backup';
import { createDb, migrate } from './knex';

describe('backupDatabase', () => {
  let dir: string;
  let db: ReturnType<typeof createDb>;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nestly-backup-'));
    db = createDb(join(dir, 'live.sqlite'));
    await migrate(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a copy that passes integrity_check and holds the live rows, while the database stays open', async () => {
    const member = await buildUser(db);
    const file = join(dir, 'copy.sqlite');
    const report = await backupDatabase(db, file);
    expect(report).toEqual({ file, bytes: statSync(file).size });

    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('select email from users').all()).toEqual([{ email: member.email }]);
    } finally {
      copy.close();
    }
    // the live database keeps working after the backup
    expect(await db('users').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses to overwrite an existing file', async () => {
    const file = join(dir, 'copy.sqlite');
    await backupDatabase(db, file);
    const before = statSync(file).mtimeMs;
    await expect(backupDatabase(db, file)).rejects.toThrow('already exists; choose a new file name.');
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('leaves nothing behind when the target folder does not exist', async () => {
    const file = join(dir, 'missing', 'copy.sqlite');
    await expect(backupDatabase(db, file)).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
  });
});
