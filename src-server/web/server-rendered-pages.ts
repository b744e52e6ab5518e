import { INFO_PAGE_SLUGS, isKnownRoute } from '../../src-shared/site-routes';

/** The public pages whose first screen the server renders: what visitors and crawlers land on. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/marketplace\/?$/,
  /^\/marketplace\/category\/[^/]+\/?$/,
  /^\/marketplace\/listing\/[^/]+\/?$/,
  /^\/blog\/?$/,
  /^\/blog\/post\/[^/]+\/?$/,
  /^\/reviews\/?$/,
  /^\/reviews\/[^/]+\/?$/,
  /^\/deals\/?$/,
  /^\/deals\/[^/]+\/?$/,
  new RegExp(`^/(${INFO_PAGE_SLUGS.join('|')})/?$`),
];

/** Does the server render this path? The public pages, and any unknown path (its Not Found page). */
export function isServerRendered(path: string): boolean {
  return PUBLIC_PAGES.some((page) => page.test(path)) || !isKnownRoute(path);
}

/** how long a page that shows deals (the home page, the deals) is kept: deals expire with the clock */
export const DEAL_PAGE_LIFETIME_MS = 30_000;

/**
 * How long a visitor's page may be kept while nothing is written: pages that show deals for
 * DEAL_PAGE_LIFETIME_MS (a deal that ends shows as ended within that), the others until a write.
 */
export function pageLifetimeMs(path: string): number {
  return /^\/($|deals(\/|$))/.test(path) ? DEAL_PAGE_LIFETIME_MS : Number.POSITIVE_INFINITY;
}
