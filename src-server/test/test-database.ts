import type { Knex } from 'knex';
import pg from 'pg';
import { it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationSource } from '../../database/migrations/index';
import { createDb, migrate } from '../db/knex';
import { DEFAULT_READ_THREADS } from '../db/read-pool';

/*
 * The database under test, chosen by one switch: TEST_DB=postgres (set by `npm run test:pg`) runs
 * every test on the PostgreSQL server at TEST_DATABASE_URL; anything else runs on SQLite files.
 * No test branches on it. On PostgreSQL each test database is a copy of a template migrated once
 * per set of migrations (CREATE DATABASE … TEMPLATE takes milliseconds), dropped on close.
 */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = TEST_DIALECT === 'postgres';

export interface TestDatabase {
  db: Knex;
  /** what DATABASE_URL would be set to for a process using this database */
  url: string;
  close: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** false: an empty database, for tests of the migrations themselves */
  migrated?: boolean;
  /** only for tests that need both at once (copy-to): the switch decides otherwise */
  dialect?: 'sqlite' | 'postgres';
  /** a read's time budget, as the server's READ_BUDGET_MS (default: the server's default) */
  readBudgetMs?: number;
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return (options.dialect ?? TEST_DIALECT) === 'postgres' ? createPostgresDatabase(options) : createSqliteDatabase(options);
}

let sqliteTemplate: Promise<Buffer> | undefined;

/**
 * A SQLite database migrated once per test process, kept as the bytes of its file. Each migrated test
 * database starts as a copy of them: writing the file takes about a millisecond where running the
 * migrations takes 150 ms or more. Held in memory, it leaves no file behind when vitest ends the process.
 */
function migratedSqliteTemplate(): Promise<Buffer> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nestly-template-'));
    try {
      const file = join(dir, 'template.sqlite');
      const db = createDb(file);
      await migrate(db);
      // closing checkpoints the write-ahead log into the file, so the file alone is the whole database
      await db.destroy();
      return readFileSync(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteTemplate;
}

async function createSqliteDatabase({ migrated = true, readBudgetMs }: TestDatabaseOptions): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'nestly-db-'));
  const url = join(dir, 'test.sqlite');
  if (migrated) writeFileSync(url, await migratedSqliteTemplate());
  // reads on read threads, as the server runs them
  const db = createDb(url, { readThreads: DEFAULT_READ_THREADS, readBudgetMs });
  const close = async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  return { db, url, close };
}

function serverUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a server where this role may create databases); npm run test:pg sets both');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names the template after the migrations' names and code, so a changed migration gets a fresh one. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await migrationSource.getMigrations([])) {
    const migration = (await migrationSource.getMigration(name)) as { up: unknown; down: unknown };
    hash.update(`${name}\n${String(migration.up)}\n${String(migration.down)}\n`);
  }
  return `nestly_template_${hash.digest('hex').slice(0, 16)}`;
}

const TEMPLATE_LOCK = 7_411_004_711;
let template: Promise<string> | undefined;

/** The migrated template, built once by whichever test process asks first (the others wait on the lock). */
function migratedTemplate(): Promise<string> {
  template ??= withServer(async (client) => {
    const name = await templateName();
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      // built under another name and renamed when complete, so a run stopped half-way leaves no broken template
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building} TEMPLATE template0`);
      const db = createDb(databaseUrl(building));
      try {
        await migrate(db);
      } finally {
        await db.destroy();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/*
 * Copying the template (about 70 ms) and dropping a database (about 40 ms) are most of what a test waits
 * for on PostgreSQL. So the copy the next test takes is made while this one runs, and a closed database
 * is dropped while the next test runs; settlePostgres (an afterAll of every test file, from
 * src-server/test/settle-databases.ts) finishes both, so no database outlives its file.
 */
let spare: Promise<string> | undefined;
const dropping = new Set<Promise<void>>();

async function copyOf(source: string): Promise<string> {
  const name = `nestly_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  return name;
}

function drop(name: string): void {
  const dropped = withServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  dropping.add(dropped);
  // a failed drop is reported by settlePostgres, which awaits it
  dropped.then(
    () => dropping.delete(dropped),
    () => undefined,
  );
}

async function migratedCopy(): Promise<string> {
  const source = await migratedTemplate();
  const taken = spare ?? copyOf(source);
  spare = copyOf(source);
  spare.catch(() => undefined); // its failure shows when a test takes it, or in settlePostgres
  return taken;
}

async function createPostgresDatabase({ migrated = true, readBudgetMs }: TestDatabaseOptions): Promise<TestDatabase> {
  const name = migrated ? await migratedCopy() : await copyOf('template0');
  const url = databaseUrl(name);
  const db = createDb(url, { readBudgetMs });
  const close = async () => {
    await db.destroy();
    drop(name);
  };
  return { db, url, close };
}

/** Drops the copy made for a next test that did not come, and waits for every drop under way. */
export async function settlePostgres(): Promise<void> {
  const unused = spare;
  spare = undefined;
  if (unused) drop(await unused);
  await Promise.all(dropping);
}

/**
 * A test that reads SQLite's own machinery (FTS5 tables, PRAGMAs). Under TEST_DB=postgres it is
 * skipped, and the reason shows in the report beside its name.
 */
export function itOnSqlite(name: string, reason: string, test: () => Promise<void>, timeout?: number): void {
  if (onPostgres) it.skip(`${name} (SQLite only: ${reason})`, test);
  else it(name, test, timeout);
}

/** A test that needs a PostgreSQL server: run by npm run test:pg, skipped with its reason otherwise. */
export function itOnPostgres(name: string, test: () => Promise<void>, timeout?: number): void {
  if (onPostgres) it(name, test, timeout);
  else it.skip(`${name} (needs PostgreSQL: runs under npm run test:pg)`, test);
}
