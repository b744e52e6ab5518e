import { createHash } from 'node:crypto';
import type { Options, Store, ClientRateLimitInfo } from 'express-rate-limit';
import type { Knex } from 'knex';
import type { RateLimitStoreFactory } from './rate-limit';
import { createLogger, type Logger } from './request-log';

export interface DatabaseRateLimitOptions {
  /** the clock, in epoch milliseconds (tests move it instead of waiting) */
  now?: () => number;
  /** how often counters whose window has ended are deleted */
  pruneEveryMs?: number;
  /** where a failed prune is reported */
  logger?: Logger;
}

interface CounterRow {
  hits: number;
  reset_at: number;
}

// room in rate_limits.key for the limiter's name; longer client keys are stored as their hash
const LONGEST_KEY = 200;

/*
 * One upsert counts a hit: a new counter starts at 1, a running one goes up by 1, and one whose
 * window has ended starts again at 1 with a new window. The database applies it atomically per row,
 * so hits from any number of processes at once are all counted.
 */
const INCREMENT = `INSERT INTO rate_limits ("key", hits, reset_at) VALUES (?, 1, ?)
  ON CONFLICT ("key") DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING hits, reset_at`;

function rowsOf(result: unknown): CounterRow[] {
  // PostgreSQL answers raw statements with { rows }, better-sqlite3 with the rows themselves
  return Array.isArray(result) ? (result as CounterRow[]) : (result as { rows: CounterRow[] }).rows;
}

/** The hit counters of one limiter in the rate_limits table, shared by every process on the database. */
class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly db: Knex,
    name: string,
    private readonly now: () => number,
    private readonly pruneMaybe: () => void,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string): string {
    const client = key.length > LONGEST_KEY ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
    return this.prefix + client;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row: CounterRow | undefined = await this.db('rate_limits')
      .where({ key: this.keyOf(key) })
      .andWhere('reset_at', '>', this.now())
      .first('hits', 'reset_at');
    return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    this.pruneMaybe();
    const [row] = rowsOf(await this.db.raw(INCREMENT, [this.keyOf(key), now + this.windowMs, now, now]));
    return { totalHits: Number(row!.hits), resetTime: new Date(Number(row!.reset_at)) };
  }

  async decrement(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: this.keyOf(key) })
      .andWhere('hits', '>', 0)
      .andWhere('reset_at', '>', this.now())
      .decrement('hits', 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: this.keyOf(key) })
      .del();
  }

  async resetAll(): Promise<void> {
    await this.db('rate_limits').where('key', 'like', `${this.prefix}%`).del();
  }
}

/**
 * Rate-limit counters in the database (AppDeps.rateLimitStore), for several processes on one
 * PostgreSQL: a limit then holds across all of them. Works on SQLite too, where one process counts
 * in memory instead.
 */
export function databaseRateLimitStore(
  db: Knex,
  { now = Date.now, pruneEveryMs = 10 * 60_000, logger = createLogger('silent') }: DatabaseRateLimitOptions = {},
): RateLimitStoreFactory {
  let lastPrune = now();
  // run from increments rather than a timer, so nothing is left running when the app is dropped
  const pruneMaybe = () => {
    const at = now();
    if (at - lastPrune < pruneEveryMs) return;
    lastPrune = at;
    db('rate_limits')
      .where('reset_at', '<=', at)
      .del()
      .catch((error: unknown) => logger.error({ err: error }, 'Could not prune the rate-limit counters'));
  };
  return (name) => new DatabaseRateLimitStore(db, name, now, pruneMaybe);
}
