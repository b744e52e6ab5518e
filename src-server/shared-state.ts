import type { Knex } from 'knex';
import { isPostgresUrl } from './db/knex';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import type { RateLimitStoreFactory } from './http/rate-limit';
import type { Logger } from './http/request-log';
import { createEventHub, type EventHub } from './events/live-events';
import { createPostgresEventHub } from './events/postgres-event-hub';

/** What every server process on one database must share besides the tables (sessions live in a table already). */
export interface SharedState {
  events: EventHub;
  /** undefined: counted in this process's memory */
  rateLimitStore?: RateLimitStoreFactory;
  close: () => Promise<void>;
}

/**
 * On PostgreSQL, live events go through LISTEN/NOTIFY and rate limits count in the database, so any
 * number of processes may serve the site (even one, so another can join at any time). SQLite is
 * served by a single process, which keeps both in memory.
 */
export async function sharedStateFor(db: Knex, databaseUrl: string, logger: Logger): Promise<SharedState> {
  if (!isPostgresUrl(databaseUrl)) return { events: createEventHub(), close: async () => undefined };
  const events = await createPostgresEventHub(databaseUrl, { logger });
  return { events, rateLimitStore: databaseRateLimitStore(db, { logger }), close: events.close };
}
