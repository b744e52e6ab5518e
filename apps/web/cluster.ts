import cluster, { type Worker } from 'node:cluster';
import type { Knex } from 'knex';
import type { Config } from '../../src-server/config';
import { createDb, isPostgresUrl } from '../../src-server/db/knex';
import type { Logger } from '../../src-server/http/request-log';
import { prepareDatabase, startServer } from '../../src-server/server';
import { closeOnSignals } from './shutdown';

/*
 * WEB_CONCURRENCY=N: N server processes behind the one listening socket (node:cluster hands each
 * new connection to the next process). Only the primary migrates and seeds, once, before it starts
 * them; it serves nothing itself and starts a new process when one dies.
 */

interface Listening {
  listening: string;
}

export function refuseOnSqlite(config: Config): string | undefined {
  if (config.webConcurrency <= 1 || isPostgresUrl(config.databaseUrl)) return undefined;
  return (
    `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL: processes on one SQLite file would each keep their own ` +
    'live events and rate-limit counters. Set DATABASE_URL=postgres://... (see docs/operations.md, PostgreSQL), ' +
    'or leave WEB_CONCURRENCY unset to run one process.'
  );
}

export interface PrimaryOptions {
  /** the demo seed, run once after the migrations */
  prepare: (db: Knex) => Promise<void>;
  /** prints the ready lines, with the database still open */
  announce: (url: string, db: Knex) => Promise<void>;
  /** the host's log: processes stopping and starting again */
  log: Logger;
}

export async function runPrimary(config: Config, { prepare, announce, log }: PrimaryOptions): Promise<void> {
  const db = createDb(config.databaseUrl);
  try {
    await prepareDatabase(config, db, { prepare });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  let stopping = false;
  let announced = false;
  const listened = new Set<Worker>();
  const start = () => {
    const worker = cluster.fork();
    worker.on('message', (message: Partial<Listening>) => {
      if (typeof message.listening !== 'string' || listened.has(worker)) return;
      listened.add(worker);
      // the ready lines once: a process started in place of one that died only says so
      if (announced) log.info(`Server process ${worker.process.pid} is serving in place of the one that stopped.`);
      else if (listened.size === config.webConcurrency) void ready(message.listening);
    });
  };
  const ready = async (url: string) => {
    announced = true;
    await announce(`${url} (${config.webConcurrency} processes)`, db);
    await db.destroy();
  };
  const stopAll = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    };
    cluster.on('exit', done);
    done();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // one that never listened failed to start (port taken, database gone): starting more would fail alike
    if (!listened.has(worker)) {
      log.fatal(`A server process failed to start (exit ${code ?? signal}); stopping.`);
      stopAll(1);
      return;
    }
    log.warn(`Server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`);
    listened.delete(worker);
    start();
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (let i = 0; i < config.webConcurrency; i += 1) start();
}

/** One of the N: serves on the shared socket and tells the primary once it listens. */
export async function runWorker(config: Config, log: Logger): Promise<void> {
  const server = await startServer(config, { prepared: true });
  process.send?.({ listening: server.url } satisfies Listening);
  closeOnSignals(server.close, log);
}
