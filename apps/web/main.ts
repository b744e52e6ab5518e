import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFromEnv } from '../../src-server/config';
import { startServer } from '../../src-server/server';
import { demoAccountsIn, seedDemo } from '../../database/seeds/demo';
import { assertNodeVersion } from './node-version';

assertNodeVersion();
const root = resolve(import.meta.dirname, '../..');
const config = configFromEnv(process.env, process.cwd());
config.webDir ??= resolve(root, 'dist/web');
if (!existsSync(resolve(config.webDir, 'index.html'))) {
  console.warn(`No built site in ${config.webDir}: only /api is served. Run "npm run build:web" first.`);
}
if (!config.publicOrigin && !['localhost', '127.0.0.1', '::1'].includes(config.host)) {
  console.warn(`PUBLIC_ORIGIN is not set: share links will name ${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}. Set it to the address people use, e.g. PUBLIC_ORIGIN=https://nestly.example`);
}

// the demo data goes in before the server listens, so the first visitor already sees it
const server = await startServer(config, {
  prepare: async (db) => {
    if (process.env['SEED_DEMO'] === '0') return;
    const { seeded } = await seedDemo(db, { uploadsDir: resolve(config.dataDir, 'uploads') });
    if (seeded) console.log('Loaded the demo data into the empty database.');
  },
});

// printed in one go once everything is ready: the demo accounts only when this database has them
const demoAccounts = await demoAccountsIn(server.db);
console.log(`Nestly is running at ${server.url}`);
if (demoAccounts.length > 0) {
  console.log('Demo accounts:');
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(5)} ${account.email} / ${account.password}`);
}

let isClosing = false;
const shutdown = (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  console.log(`${signal}: closing`);
  server.close().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
