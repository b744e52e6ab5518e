import { Router, type Request, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from '../../src-shared/schemas/auth';
import { createFailureLimit } from '../http/failure-limit';
import { HttpError } from '../http/http-error';
import type { Limiter, RateLimitStoreFactory } from '../http/rate-limit';
import { withBody, type BodyHandler } from '../http/typed-routes';
import { toUser } from './user-row';
import { currentUser, requireUser } from './current-user';
import type { MemberSessions } from './member-sessions';
import { endSession, startSession } from './session-actions';
import * as auth from './auth.service';

export interface AuthRouteDeps {
  db: Knex;
  /** failed sign-ins allowed per account from one address per 15 minutes; an address gets ten times as many */
  loginRateLimit: number;
  /** where failed sign-ins are counted (shared by several processes on PostgreSQL) */
  rateLimitStore?: RateLimitStoreFactory;
  sessionCookieName: string;
  sessions: MemberSessions;
  limit: Limiter;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;
const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

/** The account a sign-in is for, as the login schema read it, from the address it came from. */
function accountAtAddress(req: Request): string {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''} address:${req.ip ?? ''}`;
}

const isWrongPassword = (error: unknown) => error instanceof HttpError && error.status === 401;

export function authRoutes({ db, loginRateLimit, rateLimitStore, sessionCookieName, sessions, limit }: AuthRouteDeps): Router {
  // Failed sign-ins are counted per account and address, so nobody else's guesses ever lock an
  // owner out of their correct password, and per address with a far higher allowance, so one
  // member's typos do not lock out everyone else behind the same school or household network.
  // Only wrong passwords count: never a refused attempt, and never whether the account exists.
  const signInFailures = createFailureLimit(rateLimitStore, {
    windowMs: SIGN_IN_WINDOW_MS,
    message: TOO_MANY_SIGN_INS,
    counters: [
      { name: 'sign-in-address', limit: loginRateLimit * 10, key: (req) => `address:${req.ip ?? ''}` },
      { name: 'sign-in-account-address', limit: loginRateLimit, key: accountAtAddress },
    ],
  });
  const registerLimit = limit({ name: 'registrations', windowMs: 60 * 60_000, limit: 20, message: 'Too many accounts created from here.' });

  const handleRegister: BodyHandler<RegisterInput> = async (input, req, res) => {
    const user = await auth.register(db, input);
    await startSession(req, user.id);
    res.status(201).json(toUser(user));
  };

  const handleLogin: BodyHandler<LoginInput> = async (input, req, res) => {
    const attempt = await signInFailures.begin(req, res);
    let user;
    try {
      user = await auth.login(db, input);
    } catch (error) {
      if (!isWrongPassword(error)) await attempt.release();
      throw error;
    }
    await attempt.release();
    await startSession(req, user.id);
    // a member who gets in starts afresh: earlier typos from here no longer count against the account
    await signInFailures.reset('sign-in-account-address', req);
    res.json(toUser(user));
  };

  const handleLogout: RequestHandler = async (req, res) => {
    const { userId } = req.session;
    const sessionId = req.sessionID;
    await endSession(req);
    if (userId) await sessions.endSession(userId, sessionId);
    res.clearCookie(sessionCookieName, { path: '/' });
    res.status(204).end();
  };

  const handleCurrentUser: RequestHandler = (req, res) => {
    res.json(toUser(currentUser(req)));
  };

  const redirectToLogin: RequestHandler = (_req, res) => res.redirect(302, '/auth/login');

  const router = Router();
  router.post('/register', registerLimit, ...withBody(registerSchema, handleRegister));
  router.post('/login', ...withBody(loginSchema, handleLogin));
  router.post('/logout', handleLogout);
  router.get('/auth/user', requireUser, handleCurrentUser);
  router.get('/auth/me', requireUser, handleCurrentUser);
  router.get('/login', redirectToLogin);
  router.get('/auth/login', redirectToLogin);
  return router;
}
