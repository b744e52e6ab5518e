import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { DataVersion } from '../db/data-version';
import { VersionedCache } from '../db/versioned-cache';

/*
 * Serialised answers of the hot reads, kept per process and good only at the data version they
 * were made at: any write anywhere (this process, the command line, another process on the same
 * SQLite file) makes every one of them stale at once, so a cached answer is always the answer the
 * database would give now. Nothing is cached on PostgreSQL (the version is undefined there).
 *
 * Only reads whose answer depends on nothing but the database, the signed-in member and the URL
 * are listed. Not cached: deals (they expire with the clock), message threads (reading one marks
 * it read), the event stream, admin screens.
 */
const CACHED_PATHS = [
  /^\/products(\/\d+)?$/,
  /^\/products\/my$/,
  /^\/(product-)?categories(\/[^/]+)?$/,
  /^\/blog-categories$/,
  /^\/blogs(\/[^/]+|\/id\/\d+)?$/,
  /^\/reviews(\/[^/]+)?$/,
  /^\/comments\/[^/]+\/[^/]+$/,
  /^\/users\/\d+$/,
  /^\/auth\/(user|me)$/,
  /^\/conversations$/,
  /^\/messages\/unread-count$/,
];

const MAX_ENTRIES = 500;
/** larger answers are sent but not kept */
const MAX_BODY_CHARS = 512 * 1024;

interface Answer {
  body: string;
  etag: string;
  totalCount?: string;
}

/** A weak validator of the body, sent on cached and fresh answers alike so 304s work across both. */
function etagOf(body: string): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
}

function send(res: Response, answer: Answer): void {
  if (answer.totalCount !== undefined) res.set('X-Total-Count', answer.totalCount);
  // res.send answers 304 when the request's If-None-Match holds this ETag
  res.set('ETag', answer.etag).type('json').send(answer.body);
}

/** Cache key: the member (answers differ by who asks) and the exact URL. */
const keyOf = (req: Request) => `${req.user?.id ?? 0} ${req.originalUrl}`;

/**
 * Two handlers: `start` notes the data version before the session and the member are read (mount
 * it first), `serve` answers from the cache or files the fresh answer (mount it after the member is
 * loaded). An answer is served or kept only when the version did not move since `start`, so the
 * member's rights it was made for are the ones they have now.
 */
export function answerCache(version: DataVersion): { start: RequestHandler; serve: RequestHandler } {
  const cache = new VersionedCache<Answer>(MAX_ENTRIES);
  const start: RequestHandler = (req, res, next) => {
    if (req.method === 'GET') res.locals['dataVersion'] = version();
    next();
  };
  const serve: RequestHandler = (req, res, next) => {
    const at = res.locals['dataVersion'] as string | undefined;
    if (at === undefined || !CACHED_PATHS.some((pattern) => pattern.test(req.path))) return next();
    if (version() !== at) return next();
    const key = keyOf(req);
    const cached = cache.get(key, at);
    if (cached) return send(res, cached);

    res.json = (value: unknown) => {
      const body = JSON.stringify(value);
      const answer: Answer = { body, etag: etagOf(body), totalCount: res.get('X-Total-Count') };
      // kept only when no write happened while it was made
      if (res.statusCode === 200 && body.length <= MAX_BODY_CHARS && version() === at) cache.set(key, at, answer);
      send(res, answer);
      return res;
    };
    next();
  };
  return { start, serve };
}
