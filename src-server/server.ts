import type { Express } from 'express';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { KnexSessionStore } from './auth';
import type { Config } from './config';
import type { EmbeddedDeps } from './setup';
import { createDb, migrate } from './db/knex';
import { refreshPlannerStatistics, startStatisticsRefresh } from './db/planner-statistics';
import { DEFAULT_READ_THREADS } from './db/read-pool';
import { withStartupLock } from './db/startup-lock';
import { sharedStateFor } from './shared-state';
import { createPhotoStore, photoFilesFor, startPhotoSweep } from './uploads';
import { DRAIN_MS, drainable } from './http/drain';
import { createLogger } from './http/request-log';
import { createMailTransport } from './mail/mail-transport';
import { startMailWorker } from './notifications';

export interface RunningServer {
  url: string;
  app: Express;
  db: Knex;
  /** refuses new connections, lets the requests in flight finish (`drainMs`, DRAIN_MS unless given), then lets go of the database */
  close: (drainMs?: number) => Promise<void>;
}

export interface StartOptions {
  /**
   * Runs after the migrations and before the server listens (the demo seed), so the first request
   * already sees what it put in place.
   */
  prepare?: (db: Knex) => Promise<void>;
  /** Only the desktop shell's server entry passes this (see AppDeps.embedded). */
  embedded?: EmbeddedDeps;
  /**
   * The database is already migrated and prepared: a worker of WEB_CONCURRENCY, whose primary did
   * that once (prepareDatabase) before starting the workers.
   */
  prepared?: boolean;
}

/**
 * The secret signs session cookies; kept in the data folder so restarts do not sign everyone out.
 * Written whole under a temporary name and linked into place, which fails if it exists: processes
 * starting at once on one data folder all end up with the one secret the first of them wrote.
 */
export function sessionSecretFor(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * What a server does once before it serves: the uploads folder (when photos are kept on this machine),
 * the migrations, options.prepare and the query planner's statistics, one process at a time
 * (withStartupLock), and the session secret.
 */
export async function prepareDatabase(config: Config, db: Knex, options: StartOptions = {}): Promise<void> {
  if (config.photoStore.kind === 'local') mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });
  await withStartupLock(db, async () => {
    await migrate(db);
    await options.prepare?.(db);
    await refreshPlannerStatistics(db);
  });
  sessionSecretFor(config);
}

/** MAIL_FROM, else a no-reply address at the site's host. */
function mailFromOf(config: Config): string {
  if (config.mailFrom) return config.mailFrom;
  const host = config.publicOrigin ? new URL(config.publicOrigin).hostname : 'localhost';
  return `Nestly <no-reply@${host}>`;
}

/** The address a browser on this machine would use: 0.0.0.0 and :: listen everywhere, localhost reaches them. */
function startUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return isIPv6(host) ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s races clients and proxies that
 * reuse a connection just as the server closes it (the request then fails with ECONNRESET);
 * past the 60 s that proxies such as nginx keep idle connections, the proxy lets go first.
 */
export const KEEP_ALIVE_MS = 65_000;

function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // a request's headers may take as long as the connection may idle, and a little more
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const photos = createPhotoStore(await photoFilesFor(config.photoStore, config.dataDir));
  const logger = createLogger(config.logLevel, config.logFormat);
  const db = createDb(config.databaseUrl, {
    readThreads: config.readThreads ?? DEFAULT_READ_THREADS,
    readBudgetMs: config.readBudgetMs,
    synchronous: config.sqliteSynchronous,
  });
  let shared: Awaited<ReturnType<typeof sharedStateFor>>;
  try {
    if (!options.prepared) await prepareDatabase(config, db, options);
    shared = await sharedStateFor(db, config.databaseUrl, logger);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const sessionStore = new KnexSessionStore(db);
  // known once the server listens: until then only PUBLIC_ORIGIN can be the site's origin
  let url: string | undefined;
  const outboxDir = join(config.dataDir, 'outbox');
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, from: mailFromOf(config), outboxDir });
  const app = createApp({
    db,
    sessionStore,
    sessionSecret: sessionSecretFor(config),
    events: shared.events,
    rateLimitStore: shared.rateLimitStore,
    photos,
    siteOrigin: () => config.publicOrigin ?? url,
    webDir: config.webDir,
    trustProxy: config.trustProxy,
    loginRateLimit: config.loginRateLimit,
    reportRule: config.reportRule,
    logger,
    embedded: options.embedded,
    mail: { mode: mailTransport.mode, outboxDir },
  });

  let server: Server;
  try {
    server = await new Promise((resolve, reject) => {
      const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
  } catch (error) {
    // the shared hub's connection would otherwise keep the process running
    sessionStore.close();
    await shared.close();
    await db.destroy();
    throw error;
  }
  keepIdleConnections(server);
  const requests = drainable(server);
  url = startUrl(config.host, (server.address() as AddressInfo).port);

  const stopPhotoSweep = startPhotoSweep(db, photos.files, logger);
  const stopStatisticsRefresh = startStatisticsRefresh(db, logger);
  const mailWorker = startMailWorker({
    db,
    transport: mailTransport,
    site: { origin: () => config.publicOrigin ?? url, secret: sessionSecretFor(config) },
    logger,
  });

  const close = async (drainMs = DRAIN_MS) => {
    // new connections are refused at once; the requests in flight get their answers before the database goes (http/drain.ts)
    const drained = requests.close(drainMs);
    stopPhotoSweep();
    stopStatisticsRefresh();
    await mailWorker.stop();
    await drained;
    sessionStore.close();
    await shared.close();
    await db.destroy();
  };
  return { url, app, db, close };
}
