import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { forbidden } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const pageHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      // styled-components injects <style> tags at run time
      'style-src': ["'self'", "'unsafe-inline'"],
      // listing photos, deal and blog images may live on other hosts
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      // embeds allowed in admin-written posts (sanitised to these hosts)
      'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  // the site serves plain http on localhost for self-hosters; HSTS belongs to the TLS proxy
  strictTransportSecurity: false,
});

/**
 * What a subresource needs, and nothing a page does: its type as sent (nosniff) and no other site
 * reading it (CORP).
 */
function subresourceHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * The API's answers are data, never a page: were one opened as a document, it loads nothing and
 * no page frames it (OWASP's headers for REST answers).
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers on every page and file, with two exceptions that are never a document: the
 * build's hashed scripts and styles (/assets/) and the API's JSON. Page policies (CSP sources,
 * framing, referrer, opener) mean nothing there; their kilobyte on each of a screen's files was a
 * fifth of its script bytes on the wire, and on each API answer about two thirds of its headers,
 * more than the body of many (a member's favourites, a listing's page).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/api/')) {
    subresourceHeaders(res);
    res.setHeader('Content-Security-Policy', API_POLICY);
    return next();
  }
  if (!req.path.startsWith('/assets/')) return pageHeaders(req, res, next);
  subresourceHeaders(res);
  next();
};

/**
 * Cross-site request guard: a state-changing request must come from our own origin.
 * Browsers always send Origin on cross-site POSTs (and on same-origin fetch POSTs), so a
 * missing or foreign Origin without Sec-Fetch-Site: same-origin is refused.
 * Our origin is the site's (PUBLIC_ORIGIN or the start address), never one made from the request's
 * Host: a page on a name its owner points at this server (DNS rebinding) sends a Host and an Origin
 * that agree, so agreeing with the Host proves nothing.
 */
export function sameOriginGuard(siteOrigin: () => string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get('sec-fetch-site') === 'same-origin') return next();
    const origin = req.get('origin');
    if (!origin || origin !== siteOrigin()) throw forbidden('Cross-site request refused', 'cross_site');
    next();
  };
}
