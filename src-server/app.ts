import { join } from 'node:path';
import express, { type Express } from 'express';
import session from 'express-session';
import type { Knex } from 'knex';
import { adminRoutes, mailStatusRoutes, type MailStatusDeps } from './admin';
import {
  currentUserDeps,
  authRoutes,
  loadCurrentUser,
  requireAdmin,
  lazySession,
  readSession,
  createMemberSessions,
  type KnexSessionStore,
  passwordResetRoutes,
  SESSION_COOKIE_MAX_AGE_MS,
} from './auth';
import { commentRoutes } from './comments';
import { contentPreviewRoutes, contentRoutes } from './content';
import { healthRoutes } from './health';
import { answerCache } from './http/answer-cache';
import { privateAnswers } from './http/private-answers';
import { sendJsonText } from './http/json-text';
import { apiNotFound, errorHandler } from './http/error-handler';
import { launchGuard } from './http/launch-guard';
import { createLimiter, type RateLimitStoreFactory } from './http/rate-limit';
import { createLogger, requestLog, type Logger } from './http/request-log';
import { sameOriginGuard, securityHeaders } from './http/security';
import { marketplaceRoutes, seesAsPublic } from './marketplace';
import { savedSearchRoutes } from './saved-searches';
import type { EventHub } from './events/live-events';
import { messagingRoutes } from './messaging';
import { moderationRoutes, DEFAULT_REPORT_RULE, type ReportRule } from './moderation';
import type { MailSite } from './mail/mail-text';
import { unsubscribeRoutes, notificationScope, notificationRoutes } from './notifications';
import { createPendingCountNotifier } from './moderation-state';
import { type PhotoStore, uploadFiles, uploadRoutes } from './uploads';
import { type EmbeddedDeps, setupRoutes } from './setup';
import { accountRoutes, createPasswordGuesses, profileRoutes } from './users';
import { createPageHeadRenderer, siteFileRoutes, spaRoutes, createPageRenderer } from './web';

export const SESSION_COOKIE = 'nestly.sid';

export interface AppDeps {
  db: Knex;
  sessionStore: KnexSessionStore;
  sessionSecret: string;
  /** live events to members' open tabs (one per app, so test apps never share streams) */
  events: EventHub;
  /** where checked photos are kept (a folder or an S3 bucket); served at /uploads/ */
  photos: PhotoStore;
  /**
   * The site's own origin, for share links in pages and the Origin check on writes: PUBLIC_ORIGIN,
   * else the address the server was started on (known once it listens). Never the request's Host.
   */
  siteOrigin: () => string | undefined;
  webDir?: string;
  /** the renderer's server build; beside webDir (../web-ssr/entry-server.js) unless given */
  ssrEntry?: string;
  /** the proxies to believe about the client's address (Express trust-proxy values); none when empty */
  trustProxy?: string[];
  /** counters of the rate limits; in memory unless a shared store is passed (several processes) */
  rateLimitStore?: RateLimitStoreFactory;
  /** failed sign-ins allowed per account per 15 minutes (an address gets ten times as many) */
  loginRateLimit?: number;
  /** comments one member may post per 10 minutes before 429 */
  commentRateLimit?: number;
  /** when members' reports hide an item before an admin decides (docs/architecture.md, Roles and moderation) */
  reportRule?: Partial<ReportRule>;
  /** one line per request and every server error; silent when not given */
  logger?: Logger;
  /** only the desktop shell's embedded server: locks it to the shell and enables first-run setup */
  embedded?: EmbeddedDeps;
  /** how mail leaves this server, for the admin overview; .eml files in DATA_DIR/outbox when not given */
  mail?: MailStatusDeps;
}

/** Builds the whole app; never listens and never reads process.env (hosts do that). */
export function createApp(deps: AppDeps): Express {
  const { db, events, photos } = deps;
  const app = express();
  app.disable('x-powered-by');
  if (deps.trustProxy?.length) app.set('trust proxy', deps.trustProxy);
  // query keys are taken literally: `a[10000000]=1` is a key with brackets in it, never an array
  app.set('query parser', 'simple');
  const limit = createLimiter(deps.rateLimitStore);
  const sessions = createMemberSessions(deps.sessionStore, events);
  const logger = deps.logger ?? createLogger('silent');
  const pendingCount = createPendingCountNotifier(db, events, logger);
  const sessionCookieName = SESSION_COOKIE;
  // links in mail point at the site's own origin; unsubscribe links are signed with the session secret
  const mailSite: MailSite = { origin: deps.siteOrigin, secret: deps.sessionSecret };

  app.use(requestLog(logger));
  app.use(securityHeaders);
  if (deps.embedded) app.use(launchGuard(deps.embedded.launchSecret));
  app.use('/uploads', uploadFiles(photos.files));

  const answers = answerCache(db, currentUserDeps, (req) => seesAsPublic(db, req));
  const api = express.Router();
  api.use(answers.start);
  api.use(sendJsonText);
  api.use(express.json({ limit: '200kb' }));
  // mail programs post one-click unsubscribes without our Origin: the signed token is the authority
  api.use(unsubscribeRoutes({ db, site: mailSite }));
  api.use(sameOriginGuard(deps.siteOrigin));
  api.use(
    lazySession(
      SESSION_COOKIE,
      session({
        name: SESSION_COOKIE,
        secret: deps.sessionSecret,
        store: deps.sessionStore,
        resave: false,
        saveUninitialized: false,
        // set at sign-in only: the session's row keeps its expiry (session-store.ts)
        rolling: false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_COOKIE_MAX_AGE_MS },
      }),
      readSession(SESSION_COOKIE, deps.sessionSecret, deps.sessionStore),
    ),
  );
  api.use(loadCurrentUser(db));
  api.use(privateAnswers);
  api.use(answers.serve);
  api.use(notificationScope(db, events));

  api.use(healthRoutes({ db }));
  if (deps.embedded) api.use(setupRoutes({ db, demoData: deps.embedded.demoData, limit }));
  api.use(authRoutes({ db, loginRateLimit: deps.loginRateLimit ?? 10, rateLimitStore: deps.rateLimitStore, sessionCookieName, sessions, limit }));
  api.use(passwordResetRoutes({ db, site: mailSite, sessions, limit }));
  const passwordGuesses = createPasswordGuesses(deps.rateLimitStore);
  api.use(accountRoutes({ db, photos, sessions, sessionCookieName, passwordGuesses }));
  api.use(profileRoutes({ db, photos, sessions, passwordGuesses }));
  api.use(contentRoutes({ db }));
  api.use(commentRoutes({ db, commentRateLimit: deps.commentRateLimit ?? 10, limit, pendingCount }));
  api.use(messagingRoutes({ db, events, limit, pendingCount, logger }));
  api.use(marketplaceRoutes({ db, photos, limit }));
  api.use(savedSearchRoutes({ db }));
  api.use(uploadRoutes({ photos, limit }));
  api.use(notificationRoutes({ db, events }));
  // every /api/admin call, an unknown one included, is 401 signed out and 403 for members
  api.use('/admin', requireAdmin);
  api.use(contentPreviewRoutes());
  api.use(mailStatusRoutes({ db, mail: deps.mail ?? { mode: 'files', outboxDir: 'outbox' } }));
  api.use(adminRoutes({ db, sessions, pendingCount, photoFiles: photos.files }));
  api.use(moderationRoutes({ db, sessions, limit, pendingCount, reportRule: { ...DEFAULT_REPORT_RULE, ...deps.reportRule } }));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(siteFileRoutes(db, deps.siteOrigin));
  if (deps.webDir) {
    // the desktop console renders in the shell: only the website's public pages are rendered here first
    const renderPage = deps.embedded
      ? undefined
      : createPageRenderer({
          app,
          entry: deps.ssrEntry ?? join(deps.webDir, '..', 'web-ssr', 'entry-server.js'),
          siteOrigin: deps.siteOrigin,
          db,
          sessionCookie: SESSION_COOKIE,
        });
    app.use(spaRoutes(deps.webDir, createPageHeadRenderer(db, deps.siteOrigin), renderPage));
  }
  app.use(errorHandler);
  return app;
}
