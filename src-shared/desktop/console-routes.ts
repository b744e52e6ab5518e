/**
 * Where the desktop console's menu and screens lead. One place, so the console layout can move a
 * screen (say, moderation from a tab to its own route) by changing one line. The admin area picks
 * its tab with `?tab=` and, on the content tab, the kind of content with `&section=`.
 */
export const CONSOLE_ROUTES = {
  home: '/admin',
  overview: '/admin?tab=overview',
  moderationQueue: '/admin?tab=moderation',
  blogPosts: '/admin?tab=content&section=blogs',
  reviews: '/admin?tab=content&section=reviews',
  deals: '/admin?tab=content&section=deals',
  products: '/admin?tab=content&section=products',
  users: '/admin?tab=users',
  messages: '/messages',
  newBlogPost: '/admin/blog/create',
  newReview: '/admin/reviews/create',
  newDeal: '/admin/deals/create',
} as const;

/** Screens only the desktop shows (src-renderer/features/desktop). */
export const DESKTOP_ROUTES = {
  setup: '/desktop/setup',
  connect: '/desktop/connect',
  versionMismatch: '/desktop/version-mismatch',
} as const;

export type ConsoleRoute = (typeof CONSOLE_ROUTES)[keyof typeof CONSOLE_ROUTES];
