import type { Express } from 'express';
import type { Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp, type AppDeps } from '../app';
import { KnexSessionStore } from '../auth/session-store';
import { databaseRateLimitStore } from '../http/database-rate-limit-store';
import { createLogger, type LogLevel } from '../http/request-log';
import { createEventHub, type EventHub } from '../events/live-events';
import { createPhotoStore } from '../uploads/photo-store';
import { createLocalFiles } from '../uploads/stores/local-files';
import { listen } from './listening';
import { createTestDatabase, onPostgres, type TestDatabaseOptions } from './test-database';

export const TEST_ORIGIN = 'http://127.0.0.1';

export interface TestApp {
  app: Express;
  /** the app listening on a loopback port for the whole test: supertest given the bare app listens anew for every request */
  server: Server;
  db: Knex;
  dataDir: string;
  events: EventHub;
  /** An agent that keeps cookies and sends our Origin, like the browser would. */
  agent: () => ReturnType<typeof request.agent>;
  close: () => Promise<void>;
}

/** What the app needs around a database, as the tests run it: uploads under dataDir, a generous sign-in limit, our origin. */
export function testAppDeps(db: Knex, dataDir: string, sessionStore = new KnexSessionStore(db, 0)): AppDeps {
  return {
    db,
    sessionStore,
    sessionSecret: 'test-secret',
    events: createEventHub(),
    photos: createPhotoStore(createLocalFiles(join(dataDir, 'uploads'))),
    siteOrigin: () => TEST_ORIGIN,
    loginRateLimit: 1000,
    // silent unless LOG_LEVEL asks for a failing test's log (vitest.config.ts sets it to silent)
    logger: createLogger((process.env['LOG_LEVEL'] ?? 'silent') as LogLevel),
  };
}

/**
 * The real app on a fresh, migrated database: a SQLite file, or a PostgreSQL database under
 * TEST_DB=postgres (see test-database.ts); uploads go to a temporary folder.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}, databaseOptions: TestDatabaseOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-test-'));
  const database = await createTestDatabase(databaseOptions);
  const { db } = database;
  const sessionStore = new KnexSessionStore(db, 0);
  const deps: AppDeps = {
    ...testAppDeps(db, dataDir, sessionStore),
    // as a server on PostgreSQL counts: every rate-limit test then also runs on the shared store
    ...(onPostgres ? { rateLimitStore: databaseRateLimitStore(db) } : {}),
    ...overrides,
  };
  const app = createApp(deps);
  const listening = await listen(app);
  const { server } = listening;
  const agent = () => {
    const a = request.agent(server);
    a.set('Origin', TEST_ORIGIN);
    return a;
  };
  const close = async () => {
    await listening.close();
    sessionStore.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, server, db, dataDir, events: deps.events, agent, close };
}
