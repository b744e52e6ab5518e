import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { rateLimit } from 'express-rate-limit';
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from '../../src-shared/schemas/auth';
import { validate } from '../http/validate';
import { toUser } from '../users/user-row';
import { currentUser, requireUser } from './current-user';
import { endSession, startSession } from './session-actions';
import * as auth from './auth.service';

export interface AuthRouteDeps {
  db: Knex;
  loginRateLimit: number;
  sessionCookieName: string;
}

export function authRoutes({ db, loginRateLimit, sessionCookieName }: AuthRouteDeps): Router {
  const failedLoginLimit = rateLimit({
    windowMs: 15 * 60_000,
    limit: loginRateLimit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
  });
  const registerLimit = rateLimit({
    windowMs: 60 * 60_000,
    limit: 20,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many accounts created from here. Please try again later.' },
  });

  const handleRegister: RequestHandler = async (req, res) => {
    const user = await auth.register(db, req.body as RegisterInput);
    await startSession(req, user.id);
    res.status(201).json(toUser(user));
  };
  const handleLogin: RequestHandler = async (req, res) => {
    const user = await auth.login(db, req.body as LoginInput);
    await startSession(req, user.id);
    res.json(toUser(user));
  };
  const handleLogout: RequestHandler = async (req, res) => {
    await endSession(req);
    res.clearCookie(sessionCookieName, { path: '/' });
    res.status(204).end();
  };
  const handleCurrentUser: RequestHandler = (req, res) => {
    res.json(toUser(currentUser(req)));
  };
  const redirectToLogin: RequestHandler = (_req, res) => res.redirect(302, '/auth/login');

  const router = Router();
  router.post('/register', registerLimit, validate(registerSchema), handleRegister);
  router.post('/login', failedLoginLimit, validate(loginSchema), handleLogin);
  router.post('/logout', handleLogout);
  router.get('/auth/user', requireUser, handleCurrentUser);
  router.get('/auth/me', requireUser, handleCurrentUser);
  router.get('/login', redirectToLogin);
  router.get('/auth/login', redirectToLogin);
  return router;
}
