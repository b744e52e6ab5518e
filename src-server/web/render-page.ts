import type { Express, Request } from 'express';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { ApiFetch, PageRenderModule, ThemeChoice } from '../../src-shared/page-render';
import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';
import { tableVersionsOf } from '../db/sqlite-client';
import { EVERYTHING, type Deps } from '../db/table-versions';
import { askForDeps, depsOf } from '../http/answer-deps';
import type { EncodedPage } from './page-encoding';
import { pageLifetimeMs } from './server-rendered-pages';

/** A rendered page; its compressed copies (page-encoding.ts) are kept with it while it is kept. */
export interface RenderedPage extends EncodedPage {
  status: number;
  etag: string;
}

/** Renders a page's first screen into index.html, or answers null when it cannot (the browser renders it then). */
export type PageRenderer = (req: Request, indexHtml: string) => Promise<RenderedPage | null>;

export interface PageRendererDeps {
  app: Express;
  /** the renderer's server build (dist/web-ssr/entry-server.js) */
  entry: string;
  siteOrigin: () => string | undefined;
  db: Knex;
  sessionCookie: string;
}

const MAX_CACHED_PAGES = 200;
/** how long the loopback server keeps an idle connection: longer than the client does (see loopback) */
const LOOPBACK_IDLE_MS = 65_000;

/** The cookie with which a browser asks for the plain page. */
export const RENDER_IN_BROWSER = { name: 'nestly-render', value: 'browser' } as const;

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function themeChoice(req: Request): ThemeChoice {
  const value = cookieValue(req, 'theme');
  return value === 'light' || value === 'dark' ? value : 'system';
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/**
 * The app on a loopback port of its own, opened at the first render: the render's calls to /api go
 * through the whole app (session, rights, the answer cache) as the browser's would. Its connections
 * are kept open between calls (a connection opened and closed for each call was a fifth of a
 * render's time), and neither the server nor they keep the process alive.
 */
function loopback(app: Express): () => Promise<string> {
  let base: Promise<string> | undefined;
  return () =>
    (base ??= new Promise<string>((resolve, reject) => {
      const server = createServer(app);
      // the client (fetch) closes an idle connection after about 4 s: the server waits longer, so it never closes
      // one just as the client sends a call on it
      server.keepAliveTimeout = LOOPBACK_IDLE_MS;
      server.on('connection', (socket) => socket.unref());
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.unref();
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    }));
}

/** What a render's answers read: every table and its version, or `untold` when an answer did not say. */
interface RenderReads {
  deps: Map<string, string>;
  untold: boolean;
  /** a call failed (no answer, or a server error): the page shows that failure and is not kept */
  failed: boolean;
}

/** /api as the visitor would reach it: their cookies, their browser; each answer tells what it read. */
function apiAsVisitor(base: string, req: Request, reads: RenderReads): ApiFetch {
  const headers = { cookie: req.headers.cookie ?? '', 'user-agent': req.headers['user-agent'] ?? '', ...askForDeps() };
  return async (path, init) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method: init?.method ?? 'GET', headers });
    } catch (error) {
      reads.failed = true;
      throw error;
    }
    if (response.status >= 500) reads.failed = true;
    const deps = depsOf(response);
    if (!deps) reads.untold = true;
    // the first version read of each table: if a later answer read another, a write came between the two and isCurrent turns the page away
    for (const [key, token] of deps ?? []) if (!reads.deps.has(key)) reads.deps.set(key, token);
    return response;
  };
}

/** index.html with the rendered screen, its styles, the theme's class and the answers it was made with. */
function assemble(
  indexHtml: string,
  parts: { html: string; styles: string; state: string; chunks: string[]; theme: ThemeChoice; origin: string; now: number },
): string {
  const state = `<script type="application/json" id="nestly-state" data-origin="${attribute(parts.origin)}" data-now="${parts.now}" data-chunks="${attribute(parts.chunks.join(' '))}">${parts.state}</script>`;
  return indexHtml
    .replace('<html lang="en">', () => (parts.theme === 'system' ? '<html lang="en">' : `<html lang="en" class="${parts.theme}">`))
    .replace('</head>', () => `${parts.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>\n    ${state}`);
}

const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * The server's render of the public pages' first screen (see server-rendered-pages.ts). Pages for
 * visitors who are not signed in are kept per theme and address (those showing deals 30 s at most,
 * pageLifetimeMs) while the tables their answers read are unchanged: each call to /api tells the
 * render what it read (answer-deps.ts), and a page one of whose answers did not is kept until
 * anything is written (table-versions.ts). A member's page is made for them each time.
 */
export function createPageRenderer(deps: PageRendererDeps): PageRenderer | undefined {
  if (!existsSync(deps.entry)) return undefined;
  let module: Promise<PageRenderModule> | undefined;
  const apiBase = loopback(deps.app);
  const cache = new DepCache<{ page: RenderedPage; madeAt: number }>(deps.db, MAX_CACHED_PAGES);
  const versions = tableVersionsOf(deps.db);

  return async (req, indexHtml) => {
    // a browser may ask to render the page itself (tests that stand in for /api there, debugging)
    if (cookieValue(req, RENDER_IN_BROWSER.name) === RENDER_IN_BROWSER.value) return null;
    module ??= import(pathToFileURL(deps.entry).href) as Promise<PageRenderModule>;
    const theme = themeChoice(req);
    const isAnonymous = !cookieValue(req, deps.sessionCookie);
    const cacheable = isAnonymous;
    const key = `${theme} ${req.originalUrl}`;
    if (cacheable) versions?.checkOthers(true);
    const at = cacheable && versions?.enabled ? versions.tokenOf(EVERYTHING) : undefined;
    const cached = at === undefined ? undefined : cache.get(key);
    const reads: RenderReads = { deps: new Map(), untold: false, failed: false };
    if (cached && Date.now() - cached.madeAt <= pageLifetimeMs(req.path)) return cached.page;

    const origin = deps.siteOrigin() ?? '';
    const now = Date.now();
    try {
      const { render } = await module;
      const result = await render({
        path: req.path,
        search: req.originalUrl.split('?')[1] ?? '',
        themeMode: theme,
        origin,
        now,
        fetchApi: apiAsVisitor(await apiBase(), req, reads),
      });
      const html = assemble(indexHtml, { ...result, theme, origin, now });
      const page = { status: result.status, html, etag: etagOf(html) };
      // kept while the tables its answers read are unchanged (all of them when one answer did not say), if none changed while it was made
      const deps: Deps = reads.untold ? [[EVERYTHING, at ?? '']] : [...reads.deps];
      if (at !== undefined && result.status === 200 && !reads.failed && versions?.isCurrent(deps)) cache.set(key, { page, madeAt: now }, deps);
      return page;
    } catch (error) {
      req.log.error({ err: error }, 'server render failed; the browser renders the page instead');
      return null;
    }
  };
}
