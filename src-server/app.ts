import express, { type Express } from 'express';
import session from 'express-session';
import type { Knex } from 'knex';
import { join } from 'node:path';
import { authRoutes } from './auth/auth.routes';
import { loadCurrentUser } from './auth/current-user';
import type { KnexSessionStore } from './auth/session-store';
import { commentRoutes } from './comments/comments.routes';
import { contentRoutes } from './content/content.routes';
import { apiNotFound, errorHandler } from './http/error-handler';
import { sameOriginGuard, securityHeaders } from './http/security';
import { marketplaceRoutes } from './marketplace/marketplace.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { createPhotoStore } from './uploads/photo-store';
import { uploadRoutes } from './uploads/upload.routes';
import { createPageHeadRenderer } from './web/page-head';
import { spaRoutes } from './web/spa';

export const SESSION_COOKIE = 'nestly.sid';

export interface AppDeps {
  db: Knex;
  sessionStore: KnexSessionStore;
  sessionSecret: string;
  dataDir: string;
  webDir?: string;
  publicOrigin?: string;
  trustProxy?: boolean;
  loginRateLimit?: number;
  logRequests?: boolean;
  /** comments one member may post per 10 minutes before 429 */
  commentRateLimit?: number;
}

/** Builds the whole app; never listens and never reads process.env (hosts do that). */
export function createApp(deps: AppDeps): Express {
  const { db } = deps;
  const app = express();
  app.disable('x-powered-by');
  if (deps.trustProxy) app.set('trust proxy', 1);
  app.set('query parser', 'simple');

  app.use(securityHeaders);
  if (deps.logRequests) app.use((req, _res, next) => { console.log(req.method, req.originalUrl); next(); });
  app.use('/uploads', express.static(join(deps.dataDir, 'uploads'), { immutable: true, maxAge: '30d', index: false }));

  const api = express.Router();
  api.use(express.json({ limit: '200kb' }));
  api.use(sameOriginGuard(deps.publicOrigin));
  api.use(session({
    name: SESSION_COOKIE,
    secret: deps.sessionSecret,
    store: deps.sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 30 * 86_400_000 },
  }));
  api.use(loadCurrentUser(db));

  api.get('/health', (_req, res) => { res.json({ ok: true }); });
  api.use(authRoutes({ db, loginRateLimit: deps.loginRateLimit ?? 10, sessionCookieName: SESSION_COOKIE }));
  api.use(contentRoutes({ db }));
  api.use(commentRoutes({ db, commentRateLimit: deps.commentRateLimit ?? 10 }));
  api.use(messagingRoutes({ db }));
  const photos = createPhotoStore(join(deps.dataDir, 'uploads'));
  api.use(marketplaceRoutes({ db, photos }));
  api.use(uploadRoutes({ photos }));
  api.use(apiNotFound);

  app.use('/api', api);
  if (deps.webDir) app.use(spaRoutes(deps.webDir, createPageHeadRenderer(db, deps.publicOrigin)));
  app.use(errorHandler);
  return app;
}
