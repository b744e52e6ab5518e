import type { Express } from 'express';
import type { Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp, type AppDeps } from '../app';
import { KnexSessionStore } from '../auth/session-store';
import { createDb, migrate } from '../db/knex';

export const TEST_ORIGIN = 'http://127.0.0.1';

export interface TestApp {
  app: Express;
  db: Knex;
  dataDir: string;
  /** An agent that keeps cookies and sends our Origin, like the browser would. */
  agent: () => ReturnType<typeof request.agent>;
  close: () => Promise<void>;
}

/** The real app on a fresh, migrated SQLite file in a temporary folder. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-test-'));
  const db = createDb(join(dataDir, 'test.sqlite'));
  await migrate(db);
  const sessionStore = new KnexSessionStore(db, 0);
  const app = createApp({
    db, sessionStore, sessionSecret: 'test-secret', dataDir, publicOrigin: TEST_ORIGIN, loginRateLimit: 1000, ...overrides,
  });
  const agent = () => {
    const a = request.agent(app);
    a.set('Origin', TEST_ORIGIN);
    return a;
  };
  const close = async () => {
    sessionStore.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, db, dataDir, agent, close };
}
