import type { Express } from 'express';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { KnexSessionStore } from './auth/session-store';
import type { Config } from './config';
import { createDb, migrate } from './db/knex';

export interface RunningServer {
  url: string;
  app: Express;
  db: Knex;
  close: () => Promise<void>;
}

/** The secret signs session cookies; kept in the data folder so restarts do not sign everyone out. */
function sessionSecretFor(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startServer(config: Config): Promise<RunningServer> {
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });
  const db = createDb(config.databaseUrl);
  await migrate(db);
  const sessionStore = new KnexSessionStore(db);
  const app = createApp({
    db,
    sessionStore,
    sessionSecret: sessionSecretFor(config),
    dataDir: config.dataDir,
    webDir: config.webDir,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    loginRateLimit: config.loginRateLimit,
    logRequests: config.logRequests,
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  const close = async () => {
    sessionStore.close();
    // long-lived connections (event streams) would otherwise hold close() open
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
  };
  return { url: `http://${host}:${port}`, app, db, close };
}
