import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFromEnv } from '../../src-server/config';
import { startServer } from '../../src-server/server';
import { DEMO_ACCOUNTS, seedDemo } from '../../database/seeds/demo';
import { assertNodeVersion } from './node-version';

assertNodeVersion();
const root = resolve(import.meta.dirname, '../..');
const config = configFromEnv(process.env, process.cwd());
config.webDir ??= resolve(root, 'dist/web');
if (!existsSync(resolve(config.webDir, 'index.html'))) {
  console.warn(`No built site in ${config.webDir}: only /api is served. Run "npm run build:web" first.`);
}

const server = await startServer(config);
if (process.env['SEED_DEMO'] !== '0') {
  const { seeded } = await seedDemo(server.db, { uploadsDir: resolve(config.dataDir, 'uploads') });
  if (seeded) console.log('Loaded the demo data into the empty database.');
}

console.log(`Nestly is running at ${server.url}`);
console.log('Demo accounts:');
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(5)} ${account.email} / ${account.password}`);

let isClosing = false;
const shutdown = (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  console.log(`${signal}: closing`);
  server.close().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
