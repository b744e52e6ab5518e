import type { Knex } from 'knex';
import { existsSync } from 'node:fs';
import { isSqlite } from './knex';

/** Online backup: VACUUM INTO writes a consistent copy while the site keeps running (a file copy of a live WAL database is not safe). */
export async function backupDatabase(db: Knex, file: string): Promise<void> {
  if (!isSqlite(db)) throw new Error('Backups of PostgreSQL databases are made with pg_dump.');
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name.`);
  await db.raw('VACUUM INTO ?', [file]);
}
