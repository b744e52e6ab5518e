import { Router } from 'express';
import { version } from '../../package.json';
import { API_VERSION, type HealthResponse } from '../../src-shared/api-version';

/** GET /api/health: liveness for proxies and tests, and the versions a desktop console checks before it connects. */
export function healthRoutes(): Router {
  const body: HealthResponse = { status: 'ok', version, apiVersion: API_VERSION };
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json(body);
  });
  return router;
}
