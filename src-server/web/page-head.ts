import type { Knex } from 'knex';
import { stripMarkup, truncate } from '../../src-shared/format/text';
import { getBlog, getDeal, getReview } from '../content';
import { HttpError } from '../http/http-error';
import { parseId } from '../../src-shared/ids';
import { getProduct } from '../marketplace';
import type { PageHeadRenderer } from './spa';

export const SITE_NAME = 'Nestly';
export const META_DESCRIPTION_MAX = 160;

export interface PageHead {
  title: string;
  description: string;
  image: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value placed in the head goes through this: titles and texts are written by people. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Plain text of at most 160 characters, '...' included. */
export function metaDescription(text: string | null | undefined): string {
  return truncate(stripMarkup(text), META_DESCRIPTION_MAX - 3);
}

type Lookup = (db: Knex, key: string) => Promise<PageHead | null>;

const PAGES: Array<[RegExp, Lookup]> = [
  [
    /^\/blog\/post\/([^/]+)\/?$/,
    async (db, key) => {
      const post = await getBlog(db, key);
      return { title: post.title, description: metaDescription(post.excerpt || post.content), image: post.image };
    },
  ],
  [
    /^\/reviews\/([^/]+)\/?$/,
    async (db, key) => {
      const review = await getReview(db, key);
      return { title: review.title, description: metaDescription(review.summary || review.content), image: review.image };
    },
  ],
  [
    /^\/deals\/([^/]+)\/?$/,
    async (db, key) => {
      const id = parseId(key);
      if (!id) return null;
      const deal = await getDeal(db, id);
      return { title: deal.title, description: metaDescription(deal.description), image: deal.image };
    },
  ],
  [
    /^\/marketplace\/listing\/([^/]+)\/?$/,
    async (db, key) => {
      const id = parseId(key);
      if (!id) return null;
      // shared links are read by anonymous crawlers: only what anyone may open (active, reserved or sold) gets a preview
      const product = await getProduct(db, id, null);
      return { title: product.name, description: metaDescription(product.description), image: product.image };
    },
  ],
];

/** The head of a shared content page, or null for other paths and missing content. */
export async function pageHeadFor(db: Knex, path: string): Promise<PageHead | null> {
  for (const [pattern, lookup] of PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    try {
      return await lookup(db, decodeURIComponent(match[1]!));
    } catch (error) {
      if (error instanceof HttpError || error instanceof URIError) return null;
      throw error;
    }
  }
  return null;
}

function absoluteUrl(url: string | null, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') && origin ? `${origin}${url}` : null;
}

/** Replaces the title and description of index.html and adds Open Graph and Twitter card tags. */
export function applyPageHead(html: string, head: PageHead, origin: string, path: string): string {
  const title = escapeHtml(`${head.title} – ${SITE_NAME}`);
  const description = escapeHtml(head.description);
  const image = absoluteUrl(head.image, origin);
  const url = origin ? `${origin}${path}` : null;
  const meta = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" />` : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${meta}\n  </head>`);
}

/**
 * Gives /blog/post/…, /reviews/…, /deals/… and /marketplace/listing/… a real title, description and share tags in
 * the served HTML, so links shared on social networks preview without running the app. Their host is the
 * site's origin, never the request's Host, which anyone can write (and caches would keep the forgery).
 */
export function createPageHeadRenderer(db: Knex, siteOrigin: () => string | undefined): PageHeadRenderer {
  return async (path, html) => {
    const head = await pageHeadFor(db, path);
    return head ? applyPageHead(html, head, siteOrigin() ?? '', path) : html;
  };
}
