/**
 * Where the desktop console's menu and screens lead. One place, so the console layout can move a
 * screen (say, moderation from a tab to its own route) by changing one line.
 */
export const CONSOLE_ROUTES = {
  home: '/admin',
  newBlogPost: '/admin/blog/create',
  newReview: '/admin/reviews/create',
  newDeal: '/admin/deals/create',
  moderationQueue: '/admin?tab=moderation',
  users: '/admin?tab=users',
} as const;

/** Screens only the desktop shows (src-renderer/features/desktop). */
export const DESKTOP_ROUTES = {
  setup: '/desktop/setup',
  connect: '/desktop/connect',
  versionMismatch: '/desktop/version-mismatch',
} as const;

export type ConsoleRoute = (typeof CONSOLE_ROUTES)[keyof typeof CONSOLE_ROUTES];
