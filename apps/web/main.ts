import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { configFromEnv } from '../../src-server/config';
import { createLogger } from '../../src-server/http/request-log';
import { startServer } from '../../src-server/server';
import { photoFilesFor } from '../../src-server/uploads/stores/photo-files-for';
import { demoAccountsIn, seedDemo } from '../../database/seeds/demo';
import { refuseOnSqlite, runPrimary, runWorker } from './cluster';
import { assertNodeVersion } from './node-version';
import { closeOnSignals } from './shutdown';

assertNodeVersion();
const root = resolve(import.meta.dirname, '../..');
// readable lines in a terminal, JSON lines when the output is piped or collected (LOG_FORMAT decides otherwise)
const config = configFromEnv(process.env, process.cwd(), process.stdout.isTTY);
const log = createLogger(config.logLevel, config.logFormat);
config.webDir ??= resolve(root, 'dist/web');
if (cluster.isPrimary && !existsSync(resolve(config.webDir, 'index.html'))) {
  log.warn(`No built site in ${config.webDir}: only /api is served. Run "npm run build:web" first.`);
}
if (cluster.isPrimary && !config.publicOrigin && !['localhost', '127.0.0.1', '::1'].includes(config.host)) {
  log.warn(
    `PUBLIC_ORIGIN is not set: share links will name ${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}. Set it to the address people use, e.g. PUBLIC_ORIGIN=https://nestly.example`,
  );
}
const refusal = refuseOnSqlite(config);
if (refusal) {
  log.fatal(refusal);
  process.exit(1);
}

// the demo data goes in before the server listens, so the first visitor already sees it
const prepare = async (db: Knex) => {
  if (process.env['SEED_DEMO'] === '0') return;
  const { seeded } = await seedDemo(db, { photoFiles: await photoFilesFor(config.photoStore, config.dataDir) });
  if (seeded) log.info('Loaded the demo data into the empty database.');
};

// printed in one go once everything is ready: the demo accounts only when this database has them
const announce = async (url: string, db: Knex) => {
  const demoAccounts = await demoAccountsIn(db);
  log.info({ url }, `Nestly is running at ${url}`);
  for (const account of demoAccounts) log.info(`Demo account: ${account.role.padEnd(5)} ${account.email} / ${account.password}`);
};

if (cluster.isWorker) {
  await runWorker(config, log);
} else if (config.webConcurrency > 1) {
  await runPrimary(config, { prepare, announce, log });
} else {
  const server = await startServer(config, { prepare });
  await announce(server.url, server.db);
  closeOnSignals(server.close, log);
}
