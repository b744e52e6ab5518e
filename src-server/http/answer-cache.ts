import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants } from 'node:zlib';
import type { DataVersion } from '../db/data-version';
import { VersionedCache } from '../db/versioned-cache';
import { accepts } from '../web/precompressed';

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
  /** the body in Brotli, made the first time a browser that takes it asks, then kept with the answer */
  br?: Buffer;
}

/** smaller answers go out as they are: compressing them saves less than it costs */
const MIN_COMPRESS_CHARS = 1024;
/** a fast Brotli level: a list of listings shrinks to about a sixth in well under a millisecond */
const BROTLI_LEVEL = 5;

/** A weak validator of the body, sent on cached and fresh answers alike so 304s work across both. */
function etagOf(body: string): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
}

function send(req: Request, res: Response, answer: Answer): void {
  if (answer.totalCount !== undefined) res.set('X-Total-Count', answer.totalCount);
  res.set('ETag', answer.etag).type('json').vary('Accept-Encoding');
  // res.send answers 304 when the request's If-None-Match holds this ETag
  if (answer.body.length < MIN_COMPRESS_CHARS || !accepts(req.headers['accept-encoding'], 'br')) {
    res.send(answer.body);
    return;
  }
  answer.br ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL } });
  res.set('Content-Encoding', 'br').send(answer.br);
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
    // fresh: a commit by another program on the same file is seen from this request on
    const at = version.fresh();
    if (req.method === 'GET') res.locals['dataVersion'] = at;
    next();
  };
  const serve: RequestHandler = (req, res, next) => {
    const at = res.locals['dataVersion'] as string | undefined;
    if (at === undefined || !CACHED_PATHS.some((pattern) => pattern.test(req.path))) return next();
    if (version() !== at) return next();
    const key = keyOf(req);
    const cached = cache.get(key, at);
    if (cached) return send(req, res, cached);

    res.json = (value: unknown) => {
      const body = JSON.stringify(value);
      const answer: Answer = { body, etag: etagOf(body), totalCount: res.get('X-Total-Count') };
      // kept only when no write happened while it was made
      const kept = res.statusCode === 200 && body.length <= MAX_BODY_CHARS && version() === at;
      if (kept) cache.set(key, at, answer);
      // only an answer that is kept is worth compressing
      if (kept) send(req, res, answer);
      else res.set('ETag', answer.etag).type('json').send(body);
      return res;
    };
    next();
  };
  return { start, serve };
}
