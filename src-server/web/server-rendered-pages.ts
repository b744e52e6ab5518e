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

/**
 * Pages that may be kept between writes, by the API's own rule (http/answer-cache.ts): deals expire
 * with the clock, so the pages that show them (the home page too) are made afresh.
 */
export function isCacheablePage(path: string): boolean {
  return !/^\/($|deals(\/|$))/.test(path);
}
