import Database from 'better-sqlite3';
import { copyFileSync, existsSync, linkSync, renameSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { migrationSource } from '../../database/migrations/index';
import { createDb, isPostgresUrl, migrate } from './knex';
import { foreignSchemaMessage, foreignSchemaObjects, SCHEMA_QUERY, type SchemaObject } from './schema-check';

export interface RestoreReport {
  /** where the database that was live before the restore was kept, if there was one */
  previous?: string;
  /** migrations the backup lacked, applied to the copy before it went live */
  migrated: number;
}

/** integrity_check of a file, or why it could not be read as a database at all. */
function integrityOf(file: string): string {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return String(db.pragma('integrity_check', { simple: true }));
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/** The migrations a database has applied; undefined when it has no migration table (not Nestly's). */
function appliedMigrations(file: string): string[] | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'knex_migrations'").get();
    if (!table) return undefined;
    return (db.prepare('select name from knex_migrations').all() as { name: string }[]).map((row) => row.name);
  } finally {
    db.close();
  }
}

function schemaOf(file: string): SchemaObject[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(SCHEMA_QUERY).all() as SchemaObject[];
  } finally {
    db.close();
  }
}

/** Refuses a file that is not a sound Nestly database of this version or an older one. */
async function checkBackup(file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const integrity = integrityOf(file);
  if (integrity !== 'ok') throw new Error(`${file} failed its integrity check (${integrity}); nothing was changed.`);
  const applied = appliedMigrations(file);
  if (!applied) throw new Error(`${file} is not a Nestly database (it has no migration table); nothing was changed.`);
  const known = new Set(await migrationSource.getMigrations([]));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`${file} comes from a newer version of Nestly (unknown migration ${unknown[0]}); update Nestly first. Nothing was changed.`);
  }
  // a trigger or view slipped into a backup would run inside the live site: only Nestly's own schema is taken
  const foreign = await foreignSchemaObjects(schemaOf(file), applied);
  if (foreign.length > 0) throw new Error(`${foreignSchemaMessage(file, foreign)}. Nothing was changed.`);
}

/**
 * `npm run cli -- restore FILE`: puts a backup in place of the live SQLite database. The live file
 * is left alone until a copy of the backup has passed integrity_check, been brought up to this
 * version's schema and passed again; then one rename swaps it in, and the replaced database is kept
 * beside it (nestly.sqlite.before-restore-<time>). The server must be stopped while this runs.
 */
export async function restoreDatabase(databaseUrl: string, backupFile: string, now = new Date()): Promise<RestoreReport> {
  if (isPostgresUrl(databaseUrl)) throw new Error('PostgreSQL databases are restored with pg_restore.');
  if (databaseUrl === ':memory:') throw new Error('An in-memory database cannot be restored into.');
  const live = resolve(databaseUrl);
  const backup = resolve(backupFile);
  if (backup === live) throw new Error('The backup is the live database itself; name another file.');
  await checkBackup(backup);

  // the copy sits beside the live file, so the final rename stays on one file system (and atomic)
  const copy = join(dirname(live), `.${basename(live)}.restore-${randomBytes(6).toString('hex')}.tmp`);
  try {
    // VACUUM INTO writes a fresh single file, whatever journal the backup was left in
    const source = new Database(backup, { readonly: true, fileMustExist: true });
    try {
      source.prepare('VACUUM INTO ?').run(copy);
    } finally {
      source.close();
    }
    const migrated = await migrateCopy(copy);
    const integrity = integrityOf(copy);
    if (integrity !== 'ok') throw new Error(`The restored copy failed its integrity check (${integrity}); nothing was changed.`);
    const previous = existsSync(live) ? keepPrevious(live, now) : undefined;
    renameSync(copy, live);
    return { previous, migrated };
  } finally {
    rmSync(copy, { force: true });
  }
}

async function migrateCopy(file: string): Promise<number> {
  const db = createDb(file);
  try {
    const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    await migrate(db);
    // one file again: what the migrations wrote to the write-ahead log goes into the database file
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.raw('PRAGMA journal_mode = DELETE');
    return pending.length;
  } finally {
    await db.destroy();
  }
}

/**
 * Folds the live database's write-ahead log into its file (a stale log beside the restored file would
 * be replayed onto it) and keeps a second name for it, so the replaced data can still be had.
 */
function keepPrevious(live: string, now: Date): string {
  const db = new Database(live, { fileMustExist: true });
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  // the last connection to close removes the log; one still there means another process has it open
  if (existsSync(`${live}-wal`)) throw new Error('The database is open in another process (is the server running?); stop it first. Nothing was changed.');
  rmSync(`${live}-shm`, { force: true });
  const previous = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    linkSync(live, previous);
  } catch {
    copyFileSync(live, previous);
  }
  if (statSync(previous).size !== statSync(live).size) throw new Error(`Could not keep the current database as ${previous}; nothing was changed.`);
  return previous;
}
