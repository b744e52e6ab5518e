import type { RequestHandler } from 'express';

/**
 * A signed-in member's answers are theirs alone (their favourites, their own listings, their
 * messages): a shared cache between them and the site (a proxy, a CDN) must keep none, and their
 * browser asks again before using one it holds (a 304 when its ETag still matches). Mount after the
 * member is loaded.
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  if (req.user) res.set('Cache-Control', 'private, no-cache');
  next();
};
