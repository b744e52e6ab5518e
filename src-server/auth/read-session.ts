import { parse } from 'cookie';
import type { RequestHandler } from 'express';
import type session from 'express-session';
import { unsign } from 'cookie-signature';

/*
 * A read's session, found without express-session. On a signed-in read, express-session verified
 * the cookie's signature (an HMAC), made Session and Cookie objects, hashed the session's JSON twice
 * to tell whether the request changed it, and wrapped the answer's end to save it: 15% of a signed-in
 * read's time, for a session no read changes (reads only ask who is signed in). Here the cookie is
 * read as express-session reads it, a signature already verified is known by its exact text, and
 * the session is looked up in the same store.
 *
 * The session a read sees is frozen and has no methods: a read that tried to change it, or to sign
 * in or out, would fail loudly instead of being lost. Sign-in, sign-out and every other change are
 * writes, which go through express-session.
 */

/** signed cookie texts already verified: a session's browser sends the same one on every request */
const MOST_VERIFIED = 10_000;

export function readSession(cookieName: string, secret: string, store: session.Store): RequestHandler {
  const verified = new Map<string, string>();
  const sessionIdOf = (raw: string): string | undefined => {
    const known = verified.get(raw);
    if (known !== undefined) return known;
    if (!raw.startsWith('s:')) return undefined;
    const id = unsign(raw.slice(2), secret);
    if (id === false) return undefined;
    if (verified.size >= MOST_VERIFIED) verified.clear();
    verified.set(raw, id);
    return id;
  };

  return (req, _res, next) => {
    const header = req.headers.cookie;
    const raw = header ? parse(header)[cookieName] : undefined;
    const id = raw ? sessionIdOf(raw) : undefined;
    if (id === undefined) return next();
    store.get(id, (error, found) => {
      if (error) return next(error);
      // an ended or expired session: the reader is a visitor, as without the cookie
      if (!found) return next();
      req.sessionID = id;
      req.sessionStore = store as typeof req.sessionStore;
      req.session = Object.freeze({ ...found }) as unknown as session.Session & Partial<session.SessionData>;
      // the store writes the session's expiry at most hourly (session-store.ts), and answers at once
      // otherwise; a write that fails (another program holding the file) costs the read nothing, as with
      // express-session, is logged, and is tried again on the next read
      if (!store.touch) return next();
      store.touch(id, found, (touchError?: unknown) => {
        if (touchError) req.log.warn({ err: touchError }, 'Could not extend the session');
        next();
      });
    });
  };
}
