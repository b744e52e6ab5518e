import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { setupSchema, type SetupInput, type SetupStatus } from '../../src-shared/desktop/setup-schema';
import { startSession, toUser } from '../auth';
import { conflict } from '../http/http-error';
import type { Limiter } from '../http/rate-limit';
import { withBody, type BodyHandler } from '../http/typed-routes';
import type { DemoDataLoader } from './embedded-deps';
import { createOwner, isSetupNeeded } from './setup.service';

export interface SetupRouteDeps {
  db: Knex;
  demoData?: DemoDataLoader;
  limit: Limiter;
}

/**
 * First-run setup of a desktop console. Mounted only on an embedded server (behind the launch
 * guard), and it answers only while the database has no admin.
 */
export function setupRoutes({ db, demoData, limit }: SetupRouteDeps): Router {
  const setupLimit = limit({ name: 'setup', windowMs: 15 * 60_000, limit: 10, message: 'Too many setup attempts.' });
  let isRunning = false;

  const handleStatus: RequestHandler = async (_req, res) => {
    const status: SetupStatus = { isNeeded: await isSetupNeeded(db) };
    res.json(status);
  };
  const handleSetup: BodyHandler<SetupInput> = async (input, req, res) => {
    if (isRunning) throw conflict('Setup is already under way');
    isRunning = true;
    try {
      const { owner, isDemoLoaded } = await createOwner(db, input, demoData);
      await startSession(req, owner.id);
      res.status(201).json({ user: toUser(owner), isDemoLoaded });
    } finally {
      isRunning = false;
    }
  };

  const router = Router();
  router.get('/setup', handleStatus);
  router.post('/setup', setupLimit, ...withBody(setupSchema, handleSetup));
  return router;
}
