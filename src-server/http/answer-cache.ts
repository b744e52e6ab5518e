import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { contentKinds } from '../content-kinds';
import { DepCache } from '../db/dep-cache';
import { tableVersionsOf } from '../db/sqlite-client';
import type { Deps } from '../db/table-versions';
import { depsHeader, wantsDeps } from './answer-deps';
import { jsonText } from './json-text';
import { compressAway } from './compress-thread';
import { encodedCopy, type KeptEncodings } from './kept-encodings';
import { ownBytes } from './own-bytes';
import { accepts } from './precompressed';

/*
 * Serialised answers of the hot reads, kept per process and good while every table they read is
 * unchanged (table-versions.ts): a write makes stale only the answers that read what it changed, so a
 * cached answer is always the answer the database would give now. A commit by another program on
 * the same file makes every answer stale. Nothing is cached on PostgreSQL.
 *
 * Only reads whose answer depends on nothing but the database, the signed-in member and the URL
 * are listed: each content kind's own (content-kinds, which says why a kind has none), and the
 * categories and the signed-in member. Not cached either: the event stream, admin screens.
 */
const CACHED_PATHS = [
  ...contentKinds().flatMap(([, kind]) => kind.cachedReads),
  /^\/(product-)?categories(\/[^/]+)?$/,
  /^\/blog-categories$/,
  /^\/auth\/(user|me)$/,
];

/**
 * Answers kept at most, and their weight in bytes: the bytes sent and a Brotli copy of about a
 * quarter to a third of them (the text they were made from is not kept). Each member's own answers
 * are kept apart, so a site with a few thousand members signed in needs thousands; 96 MB holds
 * about 3,500 pages of 24 listings.
 */
const MAX_ENTRIES = 10_000;
const MAX_WEIGHT = 96 * 1024 * 1024;
/**
 * Most answers of a busy site are asked for once (a listing by a random id, a search's page 17): new
 * answers wait in a tenth of the cache, and move to the rest when asked for again, so that stream
 * never pushes out the answers asked for again and again (each member's own list). An answer that
 * left before it was asked again is kept at once when it is made the next time (within the last
 * 40,000 that left, 4 MB of their keys).
 */
const SCANS = { probationShare: 0.1, ghostKeys: 4 * MAX_ENTRIES, ghostChars: 4 * 1024 * 1024 };
/** what an answer holds beside its bytes: its key, validator and count, and the map's entry */
const ANSWER_OVERHEAD = 512;
const weightOf = (answer: Answer) => Math.ceil(answer.bytes.length * 1.25) + ANSWER_OVERHEAD;
/** larger answers are sent but not kept */
const MAX_BODY_CHARS = 512 * 1024;

interface Answer {
  /** the body as sent */
  bytes: Buffer;
  etag: string;
  totalCount?: string;
  /** the body in Brotli, made as requests take it (kept-encodings.ts) */
  encodings: KeptEncodings;
}

/** smaller answers go out as they are: compressing them saves less than it costs */
const MIN_COMPRESS_BYTES = 1024;

/** A weak validator of the body, sent on cached and fresh answers alike so 304s work across both. */
function etagOf(body: string): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The validator of an answer made while nothing it read changed: the request's key and the versions
 * of what it read name its body as well as the body itself does (the same versions give the same
 * answer: that is what keeping answers rests on), for a hash of a few dozen characters rather than
 * of the whole body. `made` tells apart the servers and restarts, whose versions start again.
 */
function versionTagOf(made: string, key: string, deps: Deps): string {
  const versions = deps
    .map(([table, token]) => `${table}=${token}`)
    .sort()
    .join('&');
  return `W/"v${made}-${createHash('sha1').update(`${key}\n${versions}`).digest('base64url')}"`;
}

function send(req: Request, res: Response, answer: Answer): void {
  if (answer.totalCount !== undefined) res.set('X-Total-Count', answer.totalCount);
  res.set('ETag', answer.etag).type('json').vary('Accept-Encoding');
  // res.send answers 304 when the request's If-None-Match holds this ETag, which needs no copy
  if (req.fresh || answer.bytes.length < MIN_COMPRESS_BYTES || !accepts(req.headers['accept-encoding'], 'br')) {
    res.send(answer.bytes);
    return;
  }
  const copy = encodedCopy(answer.encodings, answer.bytes, 'br', compressAway);
  // said only once the copy is there: an answer that went out meanwhile (an error's) is not labelled Brotli
  const sendCopy = (bytes: Buffer) => {
    if (!res.headersSent) res.set('Content-Encoding', 'br').send(bytes);
  };
  if (Buffer.isBuffer(copy)) {
    sendCopy(copy);
    return;
  }
  // compressAway never rejects (it compresses here when its thread cannot); a send that fails once the
  // wait is over ends the connection rather than the process
  void copy.then((bytes) => {
    try {
      sendCopy(bytes);
    } catch (error) {
      res.destroy(error instanceof Error ? error : undefined);
    }
  });
}

/** Cache key: the member and their role (answers differ by who asks) and the exact URL; `shared`: anyone's answer. */
const keyOf = (req: Request, shared: boolean) => (shared ? `0: ${req.originalUrl}` : `${req.user?.id ?? 0}:${req.user?.role ?? ''} ${req.originalUrl}`);

/**
 * Two handlers: `start` looks for commits by other programs as each request starts (mount it
 * first), `serve` answers from the cache or files the fresh answer with the tables it read (mount it
 * after the member is loaded). An answer is kept only when none of those tables changed while it was made.
 * `userDeps` names what the request's member was read from: an answer for them depends on it too.
 * `seesAsPublic` tells a member's read whose answer is the one anyone gets (marketplace/public-view.ts):
 * it is kept once for all of them, asked again when it is made, and kept only if it still holds then.
 */
export function answerCache(
  db: Knex,
  userDeps: (req: Request) => Deps,
  seesAsPublic: (req: Request) => boolean = () => false,
): { start: RequestHandler; serve: RequestHandler } {
  const versions = tableVersionsOf(db);
  const cache = new DepCache<Answer>(db, MAX_ENTRIES, { weigh: weightOf, maxWeight: MAX_WEIGHT }, SCANS);
  const made = randomBytes(6).toString('base64url');
  const start: RequestHandler = (_req, _res, next) => {
    versions?.checkOthers(true);
    next();
  };
  const serve: RequestHandler = (req, res, next) => {
    if (!versions?.enabled || req.method !== 'GET') return next();
    const cacheable = CACHED_PATHS.some((pattern) => pattern.test(req.path));
    // the server's render of a page is told what each answer read, kept or not (answer-deps.ts)
    const tellDeps = wantsDeps(req);
    if (!cacheable && !tellDeps) return next();
    const shared = cacheable && req.user !== undefined && seesAsPublic(req);
    const key = keyOf(req, shared);
    // an answer kept for anyone counts on no member's own rows
    const owner = shared ? undefined : req.user?.id;
    if (cacheable) {
      let cached: Answer | undefined;
      let adopted: (() => { deps: Deps }) | undefined;
      if (tellDeps) {
        const lookup = versions.tracker(owner);
        lookup.run(() => (cached = cache.get(key)));
        adopted = lookup.finish;
      } else cached = cache.get(key);
      if (cached) {
        if (adopted) res.set(...depsHeader(adopted().deps));
        return send(req, res, cached);
      }
    }

    // made before the handler runs: one with nothing to read (the signed-in member) answers at once
    const answering = versions.tracker(owner);
    res.json = (value: unknown) => {
      const body = jsonText(value);
      const { deps, current } = answering.finish();
      // what the member may see could have changed before the handler read it: anyone's answer still, or the member's own
      const madeFor = shared && !seesAsPublic(req) ? keyOf(req, false) : key;
      const etag = current && res.statusCode === 200 ? versionTagOf(made, madeFor, deps) : etagOf(body);
      if (tellDeps) res.set(...depsHeader(deps));
      const kept = cacheable && res.statusCode === 200 && body.length <= MAX_BODY_CHARS && current && madeFor === key;
      if (!kept) {
        res.set('ETag', etag).type('json').send(body);
        return res;
      }
      const answer: Answer = { bytes: ownBytes(body), etag, totalCount: res.get('X-Total-Count'), encodings: {} };
      cache.set(key, answer, deps);
      send(req, res, answer);
      return res;
    };
    answering.run(() => {
      // an answer made for a member depends on their row too, read before it
      if (!shared) versions.adopt(userDeps(req));
      next();
    });
  };
  return { start, serve };
}
