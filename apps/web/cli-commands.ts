// The commands of `npm run cli`; apps/web/cli.ts runs them for the process that started it.
import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { configFromEnv } from '../../src-server/config';
import { createDb, migrate } from '../../src-server/db/knex';
import { createAdmin } from '../../src-server/auth/auth.service';
import { backupDatabase } from '../../src-server/db/backup';
import { restoreDatabase } from '../../src-server/db/restore';
import { copyToPostgres } from '../../src-server/db/copy-to-postgres';
import { seedDemo } from '../../database/seeds/demo';
import { photoFilesFor } from '../../src-server/uploads/stores/photo-files-for';
import { copyPhotosTo } from './copy-photos-command';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src-shared/schemas/auth';

const USAGE = `Usage: npm run cli -- <command>
  migrate                                   apply database migrations
  seed                                      load the demo data into an empty database
  create-admin --email E --password P       create an admin (or promote and reset an existing account)
  backup FILE                               write a consistent copy of the live SQLite database to FILE
  restore FILE                              put a backup in place of the SQLite database (stop the server first)
  copy-to POSTGRES_URL                      copy this SQLite community into an empty PostgreSQL database
  copy-photos-to s3://BUCKET/PREFIX [--dry-run]
                                            copy the stored photos into an S3-compatible bucket
                                            (S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)`;

/** Where a command reads its settings and writes its lines: the process's own for the bin (cli.ts), captured in tests. */
export interface CliIo {
  env: Record<string, string | undefined>;
  /** relative file arguments and DATA_DIR resolve against it */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function restore(databaseUrl: string, file: string | undefined, { cwd, out, err }: CliIo): Promise<number> {
  if (!file) {
    err(USAGE);
    return 2;
  }
  try {
    const { previous, migrated } = await restoreDatabase(databaseUrl, resolve(cwd, file));
    out(`Restored ${file} (integrity check passed${migrated ? `, ${migrated} migrations applied` : ''}).`);
    if (previous) out(`The database it replaced is kept as ${previous}.`);
    return 0;
  } catch (error) {
    err(`restore: ${(error as Error).message}`);
    return 1;
  }
}

export async function runCli(args: string[], io: CliIo): Promise<number> {
  const { cwd, out, err } = io;
  const [command, ...rest] = args;
  const config = configFromEnv(io.env, cwd);
  mkdirSync(config.dataDir, { recursive: true });
  // before anything opens the live database: it is replaced, not migrated
  if (command === 'restore') return restore(config.databaseUrl, rest[0], io);
  // files only: the database is not opened
  if (command === 'copy-photos-to') return copyPhotosTo(config, rest, io, USAGE);
  const db = createDb(config.databaseUrl);
  try {
    await migrate(db);
    switch (command) {
      case 'migrate':
        out('Database is up to date.');
        return 0;
      case 'seed': {
        const { seeded } = await seedDemo(db, { photoFiles: await photoFilesFor(config.photoStore, config.dataDir) });
        out(seeded ? 'Demo data loaded.' : 'The database already has data; nothing was changed.');
        return 0;
      }
      case 'create-admin': {
        const email = flag(rest, 'email');
        const password = flag(rest, 'password');
        if (!email || !email.includes('@') || !password) {
          err(USAGE);
          return 2;
        }
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
          err(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
          return 2;
        }
        const admin = await createAdmin(db, email, password);
        out(`Admin ready: ${admin.email}`);
        return 0;
      }
      case 'backup': {
        const file = rest[0];
        if (!file) {
          err(USAGE);
          return 2;
        }
        const { bytes } = await backupDatabase(db, resolve(cwd, file));
        out(`Backup written to ${file} (${bytes} bytes, integrity check passed)`);
        return 0;
      }
      case 'copy-to': {
        const url = rest[0];
        if (!url) {
          err(USAGE);
          return 2;
        }
        try {
          const counts = await copyToPostgres(db, url);
          for (const { table, target } of counts) out(`  ${table.padEnd(16)} ${target} rows`);
          out(`Copied ${counts.length} tables; every row count matches. Photos stay in ${resolve(config.dataDir, 'uploads')}:`);
          out('start Nestly with DATABASE_URL set to the PostgreSQL URL and the same DATA_DIR.');
          return 0;
        } catch (error) {
          // nothing was written: the copy is one transaction, or refused before it began
          err(`copy-to: ${(error as Error).message}`);
          return 1;
        }
      }
      default:
        err(USAGE);
        return 2;
    }
  } finally {
    await db.destroy();
  }
}
