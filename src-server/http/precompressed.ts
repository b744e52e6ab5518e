import type { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** The encodings the build writes beside each asset (vite.web.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A file whose name changes with its content is never revalidated: no date or ranges to send. */
export const IMMUTABLE_FILE = { lastModified: false, acceptRanges: false } as const;

/** Does the Accept-Encoding header allow this coding (present, and not q=0)? */
export function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * Serves the build's Brotli or gzip copy of a static file to browsers that take it, with the
 * original's type and `Vary: Accept-Encoding`; the file itself otherwise (express.static after
 * this). Which copies exist is looked up once per file.
 */
export function precompressedFiles(dir: string, maxAge: string, immutable: boolean): RequestHandler {
  const available = new Map<string, Set<string>>();
  const copiesOf = (path: string) => {
    let copies = available.get(path);
    if (!copies) {
      // only the build's own files are remembered, never every path someone asks for
      if (!existsSync(path)) return new Set<string>();
      copies = new Set(ENCODINGS.filter(({ suffix }) => existsSync(path + suffix)).map(({ name }) => name));
      available.set(path, copies);
    }
    return copies;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    const path = join(dir, relative);
    if (!path.startsWith(dir + sep) || !extname(path)) return next();
    const copies = copiesOf(path);
    if (copies.size === 0) return next();
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find(({ name }) => copies.has(name) && accepts(req.headers['accept-encoding'], name));
    if (!encoding) return next();
    res.type(extname(path)).set('Content-Encoding', encoding.name);
    // the type set here stays: send only guesses one when none is set
    res.sendFile(path + encoding.suffix, { maxAge, immutable, ...(immutable ? IMMUTABLE_FILE : {}) }, (error) => {
      if (error) next(error);
    });
  };
}
