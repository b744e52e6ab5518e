import type { Request, RequestHandler } from 'express';

/**
 * A signed-in member's answers are theirs alone (their favourites, their own listings, their
 * messages): a shared cache between them and the site (a proxy, a CDN) must keep none, and their
 * browser asks again before using one it holds (a 304 when its ETag still matches). Mount after the
 * member is loaded; `isMember` says whether the request has one.
 */
export function privateAnswers(isMember: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (isMember(req)) res.set('Cache-Control', 'private, no-cache');
    next();
  };
}
