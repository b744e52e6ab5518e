import type { RequestHandler } from 'express';

/**
 * Runs the session middleware only when it can matter: a read without the session cookie is a
 * visitor who is not signed in, and with saveUninitialized off nothing would be stored or sent
 * for them anyway, so they skip making, signing and filing a session altogether. A read with the
 * cookie only needs to know whose it is (read-session.ts). Writes always get express-session's
 * session (signing in and registering start one there).
 */
export function lazySession(cookieName: string, sessionMiddleware: RequestHandler, readMiddleware: RequestHandler): RequestHandler {
  // as the cookie package reads a header: spaces around a name are not part of it
  const cookiePattern = new RegExp(`(?:^|;)\\s*${cookieName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=`);
  return (req, res, next) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isRead) return sessionMiddleware(req, res, next);
    if (!cookiePattern.test(req.headers.cookie ?? '')) return next();
    readMiddleware(req, res, next);
  };
}
