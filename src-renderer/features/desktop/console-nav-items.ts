import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';
import { isAtRoute, isMessagesScreen, isOverview, type ConsolePlace } from './console-place';

export interface ConsoleNavItem {
  label: string;
  href: string;
  /** the count shown beside it, read from the counts the console knows */
  count?: 'pending' | 'unread';
  isCurrent: (place: ConsolePlace) => boolean;
}

const at = (href: string) => (place: ConsolePlace) => isAtRoute(href, place);

/** The console's side navigation, top to bottom. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { label: 'Overview', href: CONSOLE_ROUTES.overview, isCurrent: isOverview },
  { label: 'Moderation', href: CONSOLE_ROUTES.moderationQueue, count: 'pending', isCurrent: at(CONSOLE_ROUTES.moderationQueue) },
  { label: 'Blog Posts', href: CONSOLE_ROUTES.blogPosts, isCurrent: at(CONSOLE_ROUTES.blogPosts) },
  { label: 'Reviews', href: CONSOLE_ROUTES.reviews, isCurrent: at(CONSOLE_ROUTES.reviews) },
  { label: 'Deals', href: CONSOLE_ROUTES.deals, isCurrent: at(CONSOLE_ROUTES.deals) },
  { label: 'Products', href: CONSOLE_ROUTES.products, isCurrent: at(CONSOLE_ROUTES.products) },
  { label: 'Users', href: CONSOLE_ROUTES.users, isCurrent: at(CONSOLE_ROUTES.users) },
  { label: 'Messages', href: CONSOLE_ROUTES.messages, count: 'unread', isCurrent: (place) => isMessagesScreen(place) },
];

/** A count as its badge shows it; the link's name adds what it counts ("Moderation 3 pending"). */
export function countText(count: number): string {
  return count > 999 ? '999+' : String(count);
}
