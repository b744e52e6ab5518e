import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { existsSync, rmSync, statSync } from 'node:fs';
import { isSqlite } from './knex';

export interface BackupReport {
  file: string;
  bytes: number;
}

/** PRAGMA integrity_check on a finished copy, opened read-only so checking cannot change it. */
function checkIntegrity(file: string): string {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return String(copy.pragma('integrity_check', { simple: true }));
  } finally {
    copy.close();
  }
}

/**
 * The one backup, used by the CLI (`npm run cli -- backup FILE`) and the desktop console's menu:
 * VACUUM INTO writes a consistent copy while the site keeps running (a file copy of a live WAL
 * database is not safe), then the copy must pass integrity_check or it is deleted.
 */
export async function backupDatabase(db: Knex, file: string): Promise<BackupReport> {
  if (!isSqlite(db)) throw new Error('Backups of PostgreSQL databases are made with pg_dump.');
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name.`);
  await db.raw('VACUUM INTO ?', [file]);
  const integrity = checkIntegrity(file);
  if (integrity !== 'ok') {
    rmSync(file, { force: true });
    throw new Error(`The copy failed its integrity check (${integrity}); nothing was kept.`);
  }
  return { file, bytes: statSync(file).size };
}
