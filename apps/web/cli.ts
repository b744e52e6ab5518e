import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { configFromEnv } from '../../src-server/config';
import { createDb, migrate } from '../../src-server/db/knex';
import { createAdmin } from '../../src-server/auth/auth.service';
import { backupDatabase } from '../../src-server/db/backup';
import { seedDemo } from '../../database/seeds/demo';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src-shared/schemas/auth';
import { assertNodeVersion } from './node-version';

const USAGE = `Usage: npm run cli -- <command>
  migrate                                   apply database migrations
  seed                                      load the demo data into an empty database
  create-admin --email E --password P       create an admin (or promote and reset an existing account)
  backup FILE                               write a consistent copy of the live SQLite database to FILE`;

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  assertNodeVersion();
  const [command, ...rest] = args;
  const config = configFromEnv(process.env, process.cwd());
  mkdirSync(config.dataDir, { recursive: true });
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
        if (!email || !email.includes('@') || !password) { console.error(USAGE); return 2; }
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
        if (!file) { console.error(USAGE); return 2; }
        await backupDatabase(db, resolve(process.cwd(), file));
        console.log(`Backup written to ${file}`);
        return 0;
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
