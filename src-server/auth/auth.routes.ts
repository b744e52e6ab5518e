import { Router, type Request, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from '../../src-shared/schemas/auth';
import type { Limiter } from '../http/rate-limit';
import { withBody, type BodyHandler } from '../http/typed-routes';
import { toUser } from '../users/user-row';
import { currentUser, requireUser } from './current-user';
import type { MemberSessions } from './member-sessions';
import { endSession, startSession } from './session-actions';
import * as auth from './auth.service';

export interface AuthRouteDeps {
  db: Knex;
  /** failed sign-ins allowed per account per 15 minutes; an address gets ten times as many */
  loginRateLimit: number;
  sessionCookieName: string;
  sessions: MemberSessions;
  limit: Limiter;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;
const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

/** The account a sign-in is for, as the login schema will read it; read before validation, so any shape may arrive. */
function accountKey(req: Request): string {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export function authRoutes({ db, loginRateLimit, sessionCookieName, sessions, limit }: AuthRouteDeps): Router {
  // Failed sign-ins are counted per account, so guessing one password from many addresses stops,
  // and per address with a far higher allowance, so one member's typos do not lock out everyone
  // else behind the same school or library network.
  const failedSignInsPerAccount = limit({
    name: 'sign-in-account',
    windowMs: SIGN_IN_WINDOW_MS,
    limit: loginRateLimit,
    key: accountKey,
    countFailuresOnly: true,
    message: TOO_MANY_SIGN_INS,
  });
  const failedSignInsPerAddress = limit({
    name: 'sign-in-address',
    windowMs: SIGN_IN_WINDOW_MS,
    limit: loginRateLimit * 10,
    countFailuresOnly: true,
    message: TOO_MANY_SIGN_INS,
  });
  const registerLimit = limit({ name: 'registrations', windowMs: 60 * 60_000, limit: 20, message: 'Too many accounts created from here.' });

  const handleRegister: BodyHandler<RegisterInput> = async (input, req, res) => {
    const user = await auth.register(db, input);
    await startSession(req, user.id);
    res.status(201).json(toUser(user));
  };

  const handleLogin: BodyHandler<LoginInput> = async (input, req, res) => {
    const user = await auth.login(db, input);
    await startSession(req, user.id);
    // a member who gets in starts afresh: earlier typos no longer count against the account
    await failedSignInsPerAccount.resetKey(accountKey(req));
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
  router.post('/login', failedSignInsPerAddress, failedSignInsPerAccount, ...withBody(loginSchema, handleLogin));
  router.post('/logout', handleLogout);
  router.get('/auth/user', requireUser, handleCurrentUser);
  router.get('/auth/me', requireUser, handleCurrentUser);
  router.get('/login', redirectToLogin);
  router.get('/auth/login', redirectToLogin);
  return router;
}
