import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src-server/db/knex';
import { verifyPassword } from '../../src-server/auth/passwords';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../../src-server/test/test-database';
import { cliInProcess, cliProcess } from './test/run-cli';

let dataDir: string;
let database: TestDatabase;

const settings = () => ({ DATA_DIR: dataDir, DATABASE_URL: database.url });
// the commands run in this process through the function the bin calls; the last test runs the bin itself
const cli = (...args: string[]) => cliInProcess(settings(), ...args);

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nestly-cli-'));
  database = await createTestDatabase({ migrated: false });
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cli', () => {
  it('migrates, seeds once and creates an admin', async () => {
    expect((await cli('migrate')).stdout).toContain('Database is up to date.');
    expect((await cli('seed')).stdout).toContain('Demo data loaded.');
    expect((await cli('seed')).stdout).toContain('nothing was changed');
    expect((await cli('create-admin', '--email', ' Boss@Example.com ', '--password', 'long-enough-1')).stdout).toContain('Admin ready: boss@example.com');
    const admin = await database.db('users').where({ email: 'boss@example.com' }).first();
    expect(admin.role).toBe('admin');
    expect(await verifyPassword('long-enough-1', admin.password_hash)).toBe(true);
    expect((await database.db('products').count({ n: '*' }))[0]!.n).toBeGreaterThanOrEqual(30);
  }, 60_000);

  itOnSqlite(
    'backs up the live database',
    'PostgreSQL databases are backed up with pg_dump',
    async () => {
      await cli('seed');
      await cli('create-admin', '--email', 'boss@example.com', '--password', 'long-enough-1');
      const backup = join(dataDir, 'backup.sqlite');
      expect((await cli('backup', backup)).stdout).toContain('Backup written');
      expect(existsSync(backup)).toBe(true);

      const copy = createDb(backup);
      try {
        const admin = await copy('users').where({ email: 'boss@example.com' }).first();
        expect(admin.role).toBe('admin');
        expect(await verifyPassword('long-enough-1', admin.password_hash)).toBe(true);
        expect(Number((await copy('products').count({ n: '*' }))[0]!.n)).toBeGreaterThanOrEqual(30);
      } finally {
        await copy.destroy();
      }
    },
    60_000,
  );

  itOnSqlite(
    'restores a backup, and refuses one that fails its integrity check',
    'PostgreSQL databases are restored with pg_restore',
    async () => {
      await cli('create-admin', '--email', 'boss@example.com', '--password', 'long-enough-1');
      const backup = join(dataDir, 'backup.sqlite');
      await cli('backup', backup);
      await cli('create-admin', '--email', 'later@example.com', '--password', 'long-enough-1');
      await database.db.destroy(); // the server is stopped while a backup is restored

      const restored = await cli('restore', backup);
      expect(restored.stdout).toContain('Restored');
      expect(restored.stdout).toMatch(/The database it replaced is kept as .*before-restore-/);
      const emails = async () => {
        const db = createDb(database.url);
        try {
          return await db('users').orderBy('email').pluck('email');
        } finally {
          await db.destroy();
        }
      };
      expect(await emails()).toEqual(['boss@example.com']);

      const broken = join(dataDir, 'broken.sqlite');
      writeFileSync(broken, 'SQLite format 3\0'.padEnd(8192, 'x'));
      await expect(cli('restore', broken)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('failed its integrity check') });
      expect(await emails()).toEqual(['boss@example.com']);
      await expect(cli('restore')).rejects.toMatchObject({ code: 2 });
    },
    60_000,
  );

  it('refuses bad arguments with usage and a non-zero exit', async () => {
    await expect(cli('create-admin', '--email', 'x@example.com', '--password', 'short')).rejects.toMatchObject({ code: 2 });
    await expect(cli('create-admin', '--email', 'no-at-sign', '--password', 'long-enough-1')).rejects.toMatchObject({ code: 2 });
    await expect(cli('backup')).rejects.toMatchObject({ code: 2 });
    await expect(cli('frobnicate')).rejects.toMatchObject({ stderr: expect.stringContaining('Usage: npm run cli') });
  }, 60_000);

  it('runs as a process: arguments, DATABASE_URL, output and exit code pass through the bin', async () => {
    await expect(cliProcess(settings(), 'frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run cli') });
    // every command but restore migrates the database it was pointed at before it reads its arguments
    expect(await database.db.schema.hasTable('users')).toBe(true);
  }, 60_000);
});
