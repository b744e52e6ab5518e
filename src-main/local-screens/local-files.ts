import { extname, join, normalize, sep } from 'node:path';
import { LOCAL_ORIGIN } from './local-origin';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export const LOCAL_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export type LocalFile = { path: string; type: string } | { status: 404 };

/**
 * Which bundled renderer file answers a nestly://console URL: a file by its path, index.html for
 * every client route (paths without an extension), 404 for the rest, and never a file outside the folder.
 */
export function localFileFor(rendererDir: string, url: string): LocalFile {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 404 };
  }
  if (`${parsed.protocol}//${parsed.host}` !== LOCAL_ORIGIN) return { status: 404 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { status: 404 };
  }
  if (pathname.includes('\0') || pathname.startsWith('/api/')) return { status: 404 };
  const extension = extname(pathname);
  if (!extension) return { path: join(rendererDir, 'index.html'), type: TYPES['.html']! };
  const type = TYPES[extension];
  const path = normalize(join(rendererDir, pathname));
  if (!type || !path.startsWith(normalize(rendererDir) + sep)) return { status: 404 };
  return { path, type };
}
