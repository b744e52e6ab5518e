import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { toIso } from '../db/time';
import { contentKinds, publicPathOf, type PathRow } from '../content-kinds';
import { DepCache } from '../db/dep-cache';
import { tableVersionsOf } from '../db/sqlite-client';
import { applyVisibility } from '../marketplace';
import { escapeHtml } from './page-head';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages that are not content of their own. */
const FIXED_PAGES = ['/', '/blog', '/reviews', '/deals', '/marketplace'];

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function robotsTxt(origin: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /messages'];
  // the Sitemap line must be an absolute URL: left out while the site's own origin is unknown
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

const lastModified = (row: { updated_at?: unknown; created_at?: unknown }) => toIso(row.updated_at ?? row.created_at) ?? undefined;

/**
 * Every published row of the kinds the sitemap lists whole (posts, reviews, deals: drafts are
 * nobody's business but their authors'), then the newest rows a visitor's list shows of the others
 * (active listings), up to the protocol's 50,000 URLs in all (the oldest listings are left out past
 * that). Which kinds, and their pages: content-kinds.
 */
async function sitemapEntries(db: Knex): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = FIXED_PAGES.map((path) => ({ path }));
  const room = () => SITEMAP_MAX_URLS - entries.length;
  const listed = contentKinds().filter(([, kind]) => kind.sitemap && kind.page);
  const inOrder = [...listed.filter(([, kind]) => kind.sitemap === 'published'), ...listed.filter(([, kind]) => kind.sitemap === 'listed')];
  for (const [, kind] of inOrder) {
    if (room() <= 0) break;
    // aliased p: the listings' visibility rules are written for it
    const rows = db(`${kind.table} as p`)
      .select(`p.${kind.page!.key}`, 'p.id', 'p.updated_at')
      .orderBy([
        { column: 'p.created_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ])
      .limit(room());
    if (kind.sitemap === 'published') rows.where('p.status', 'published');
    if (kind.sitemap === 'listed') applyVisibility(rows, 'active', null);
    const found: Array<PathRow & { updated_at: unknown }> = await rows;
    entries.push(...found.map((row) => ({ path: publicPathOf(kind, row), lastModified: lastModified(row) })));
  }
  return entries;
}

function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map(
    ({ path, lastModified: modified }) => `<url><loc>${escapeHtml(origin + path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * /robots.txt and /sitemap.xml, for search engines. The sitemap is made again after a write to a
 * table it reads (dep-cache.ts); on PostgreSQL every request makes it.
 */
export function siteFileRoutes(db: Knex, siteOrigin: () => string | undefined): Router {
  const made = new DepCache<string>(db, 1);
  const versions = tableVersionsOf(db);

  const handleRobots: RequestHandler = (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin()));
  };
  const handleSitemap: RequestHandler = async (_req, res) => {
    const origin = siteOrigin() ?? '';
    versions?.checkOthers(true);
    const xml = await made.through(origin, async () => sitemapXml(await sitemapEntries(db), origin));
    // asked again each time (it answers from memory until a write), so a crawler never keeps an old list
    res.type('application/xml').set('Cache-Control', 'no-cache').send(xml);
  };

  const router = Router();
  router.get('/robots.txt', handleRobots);
  router.get('/sitemap.xml', handleSitemap);
  return router;
}
