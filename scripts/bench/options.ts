import { resolve } from 'node:path';

/** Everything the bench reads from the environment, read once. */
export interface BenchOptions {
  root: string;
  /** the server's DATA_DIR: the bench database, its uploads and session secret */
  dataDir: string;
  /** where tables, JSON and profiles are written */
  resultsDir: string;
  /** SQLite file in dataDir, or DATABASE_URL when it is a postgres:// URL */
  databaseUrl: string;
  seconds: number;
  warmupSeconds: number;
  connections: number[];
  rounds: number;
  listings: number;
  posts: number;
  messages: number;
  /** members signed in to send messages, each within the per-member send limit */
  senders: number;
  searchRepeats: number;
  lighthouse: boolean;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, 0 or more, got "${text}"`);
  return value;
}

export function benchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const root = resolve(import.meta.dirname, '../..');
  const postgresUrl = env['DATABASE_URL'] && /^postgres(ql)?:\/\//.test(env['DATABASE_URL']) ? env['DATABASE_URL'] : undefined;
  // a folder per kind of database, so switching between them never rebuilds the other
  const dataDir = resolve(root, postgresUrl ? 'data/bench/db-postgres' : 'data/bench/db');
  const connections = (env['BENCH_CONNECTIONS'] || '10,50').split(',').map((part) => Number(part.trim()));
  if (connections.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`BENCH_CONNECTIONS must be whole numbers separated by commas, got "${env['BENCH_CONNECTIONS']}"`);
  }
  const databaseUrl = postgresUrl ?? resolve(dataDir, 'nestly.sqlite');
  return {
    root,
    dataDir,
    resultsDir: resolve(root, 'data/bench'),
    databaseUrl,
    seconds: positive(env, 'BENCH_SECONDS', 5),
    warmupSeconds: positive(env, 'BENCH_WARMUP_SECONDS', 1),
    connections,
    rounds: Math.max(1, Math.round(positive(env, 'BENCH_ROUNDS', 2))),
    listings: Math.round(positive(env, 'BENCH_LISTINGS', 100_000)),
    posts: Math.round(positive(env, 'BENCH_POSTS', 2_000)),
    messages: Math.round(positive(env, 'BENCH_MESSAGES', 50_000)),
    senders: Math.max(1, Math.round(positive(env, 'BENCH_SENDERS', 2_000))),
    searchRepeats: Math.max(3, Math.round(positive(env, 'BENCH_SEARCH_REPEATS', 40))),
    lighthouse: env['BENCH_LIGHTHOUSE'] !== '0',
  };
}

/** The database address without its password, for printing and for the dataset stamp. */
export function printableUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
