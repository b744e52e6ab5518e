import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { configFromEnv } from '../../src-server/config';
import { createDb, migrate } from '../../src-server/db/knex';
import { createAdmin } from '../../src-server/auth/auth.service';
import { backupDatabase } from '../../src-server/db/backup';
import { restoreDatabase } from '../../src-server/db/restore';
import { copyToPostgres } from '../../src-server/db/copy-to-postgres';
import { seedDemo } from '../../database/seeds/demo';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src-shared/schemas/auth';
import { assertNodeVersion } from './node-version';

const USAGE = `Usage: npm run cli -- <command>
  migrate                                   apply database migrations
  seed                                      load the demo data into an empty database
  create-admin --email E --password P       create an admin (or promote and reset an existing account)
  backup FILE                               write a consistent copy of the live SQLite database to FILE
  restore FILE                              put a backup in place of the SQLite database (stop the server first)
  copy-to POSTGRES_URL                      copy this SQLite community into an empty PostgreSQL database`;

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function restore(databaseUrl: string, file: string | undefined): Promise<number> {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  try {
    const { previous, migrated } = await restoreDatabase(databaseUrl, resolve(process.cwd(), file));
    console.log(`Restored ${file} (integrity check passed${migrated ? `, ${migrated} migrations applied` : ''}).`);
    if (previous) console.log(`The database it replaced is kept as ${previous}.`);
    return 0;
  } catch (error) {
    console.error(`restore: ${(error as Error).message}`);
    return 1;
  }
}

async function main(args: string[]): Promise<number> {
  assertNodeVersion();
  const [command, ...rest] = args;
  const config = configFromEnv(process.env, process.cwd());
  mkdirSync(config.dataDir, { recursive: true });
  // before anything opens the live database: it is replaced, not migrated
  if (command === 'restore') return restore(config.databaseUrl, rest[0]);
  const db = createDb(config.databaseUrl);
  try {
    await migrate(db);
    switch (command) {
      case 'migrate':
        console.log('Database is up to date.');
        return 0;
      case 'seed': {
        const { seeded } = await seedDemo(db, { uploadsDir: resolve(config.dataDir, 'uploads') });
        console.log(seeded ? 'Demo data loaded.' : 'The database already has data; nothing was changed.');
        return 0;
      }
      case 'create-admin': {
        const email = flag(rest, 'email');
        const password = flag(rest, 'password');
        if (!email || !email.includes('@') || !password) {
          console.error(USAGE);
          return 2;
        }
        if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
          console.error(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
          return 2;
        }
        const admin = await createAdmin(db, email, password);
        console.log(`Admin ready: ${admin.email}`);
        return 0;
      }
      case 'backup': {
        const file = rest[0];
        if (!file) {
          console.error(USAGE);
          return 2;
        }
        const { bytes } = await backupDatabase(db, resolve(process.cwd(), file));
        console.log(`Backup written to ${file} (${bytes} bytes, integrity check passed)`);
        return 0;
      }
      case 'copy-to': {
        const url = rest[0];
        if (!url) {
          console.error(USAGE);
          return 2;
        }
        try {
          const counts = await copyToPostgres(db, url);
          for (const { table, target } of counts) console.log(`  ${table.padEnd(16)} ${target} rows`);
          console.log(`Copied ${counts.length} tables; every row count matches. Photos stay in ${resolve(config.dataDir, 'uploads')}:`);
          console.log('start Nestly with DATABASE_URL set to the PostgreSQL URL and the same DATA_DIR.');
          return 0;
        } catch (error) {
          // nothing was written: the copy is one transaction, or refused before it began
          console.error(`copy-to: ${(error as Error).message}`);
          return 1;
        }
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
