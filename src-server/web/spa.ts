import express, { Router, type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { isKnownRoute } from '../../src-shared/site-routes';
import { IMMUTABLE_FILE, precompressedFiles } from '../http/precompressed';
import { encodePage } from './page-encoding';
import type { PageRenderer } from './render-page';
import { isServerRendered } from './server-rendered-pages';

/** Rewrites the index.html of a client route before it is sent (titles and share tags for shared links). */
export type PageHeadRenderer = (path: string, html: string) => Promise<string>;

/**
 * Serves the built renderer: hashed assets with long caching, and index.html for every
 * client route so deep links work. A path the renderer has no screen for answers 404 with the same
 * page (it shows Not Found), and a missing asset a plain 404: a tab left open across a deploy asks
 * for chunks that are gone, and must learn so rather than get HTML. Nothing here answers under /api.
 */
export function spaRoutes(webDir: string, renderHead?: PageHeadRenderer, renderPage?: PageRenderer): Router {
  const router = Router();
  const indexPath = join(webDir, 'index.html');
  if (!existsSync(indexPath)) return router;
  const indexHtml = readFileSync(indexPath, 'utf8');

  const assets = join(webDir, 'assets');
  router.use(
    '/assets',
    precompressedFiles(assets, '1y', true),
    express.static(assets, { immutable: true, maxAge: '1y', index: false, ...IMMUTABLE_FILE }),
    (_req, res) => {
      res.status(404).type('text').send('Not found');
    },
  );
  // the build's own files all have an extension: a page's address is never looked up on disk
  const files = express.static(webDir, { index: false, maxAge: '1h' });
  router.use(precompressedFiles(webDir, '1h', false), (req, res, next) => (extname(req.path) ? files(req, res, next) : next()));

  const sendIndex: RequestHandler = async (req, res) => {
    const isKnown = isKnownRoute(req.path);
    const html = renderHead && isKnown ? await renderHead(req.path, indexHtml) : indexHtml;
    // the public pages come with their first screen; the ETag lets a browser revalidate to a 304
    const page = renderPage && isServerRendered(req.path) ? await renderPage(req, html) : null;
    res
      .status(page?.status ?? (isKnown ? 200 : 404))
      .set('Cache-Control', 'no-cache')
      .type('html');
    if (!page) {
      res.send(html);
      return;
    }
    res.set('ETag', page.etag).vary('Cookie').vary('Accept-Encoding');
    // res.send answers 304 when the request's If-None-Match holds this ETag, which needs no copy
    if (req.fresh) {
      res.send(page.html);
      return;
    }
    const { body, encoding } = await encodePage(page, req.headers['accept-encoding']);
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
  router.get('/{*path}', sendIndex);
  return router;
}
