import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { version } from '../../package.json';
import { API_VERSION, type HealthResponse } from '../../src-shared/api-version';

/** how long the database may take to answer a readiness check before the server counts as not ready */
const READY_WITHIN_MS = 2000;

export const NOT_READY = 'The database is not answering';

/** Resolves when the database answers a trivial query, rejects when it fails or takes too long. */
async function databaseAnswers(db: Knex): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_WITHIN_MS);
  });
  try {
    await Promise.race([db.raw('SELECT 1'), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: liveness for proxies and tests, and the versions a desktop console checks before
 * it connects; it never touches the database. GET /api/health/ready: readiness for load balancers
 * and the desktop shell, 503 while the database does not answer.
 */
export function healthRoutes({ db }: { db: Knex }): Router {
  const body: HealthResponse = { status: 'ok', version, apiVersion: API_VERSION };
  const handleReady: RequestHandler = async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await databaseAnswers(db);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: NOT_READY });
    }
  };
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json(body);
  });
  router.get('/health/ready', handleReady);
  return router;
}
