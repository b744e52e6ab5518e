import { DESKTOP_ROUTES } from './desktop/console-routes';

/** The help and legal pages (src-renderer/features/info), the only single-segment pages besides the areas. */
export const INFO_PAGE_SLUGS = ['faq', 'contact', 'privacy', 'terms', 'guidelines'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

const SEGMENT = '[^/]+';

/**
 * Every path the renderer has a screen for (src-renderer/routes.tsx), as the server must know them:
 * any other path answers 404 with the Not Found page, so search engines see no soft 404s. A trailing
 * slash is accepted, as the router accepts it.
 */
const PATTERNS: string[] = [
  'auth/login',
  'auth/register',
  'auth/forgot',
  'auth/reset',
  'marketplace',
  'marketplace/create',
  `marketplace/listing/${SEGMENT}`,
  `marketplace/category/${SEGMENT}`,
  `members/${SEGMENT}`,
  'messages',
  `messages/conversation/${SEGMENT}`,
  'notifications',
  'unsubscribe',
  'profile',
  'profile/listings',
  'profile/favorites',
  'blog',
  `blog/post/${SEGMENT}`,
  'reviews',
  `reviews/${SEGMENT}`,
  'deals',
  `deals/${SEGMENT}`,
  'admin',
  'admin/test',
  `admin/reviews/edit/${SEGMENT}`,
  `admin/products/edit/${SEGMENT}`,
  'admin/users',
  `admin/users/edit/${SEGMENT}`,
  'admin/blog/create',
  `admin/blog/edit/${SEGMENT}`,
  'admin/reviews/create',
  'admin/deals/create',
  `admin/deals/edit/${SEGMENT}`,
  ...Object.values(DESKTOP_ROUTES).map((path) => path.slice(1)),
  'test-content-not-available',
  ...INFO_PAGE_SLUGS,
];

// the home page is `/` alone
const KNOWN = new RegExp(`^/(?:(?:${PATTERNS.join('|')})/?)?$`);

/** Does the renderer have a screen at this path (the path alone, no query)? */
export function isKnownRoute(path: string): boolean {
  return KNOWN.test(path);
}
