import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';

/** Where the console window is: the path and the query string (with or without its '?'). */
export interface ConsolePlace {
  pathname: string;
  search: string;
}

/** True when the place is the route's path with every query parameter the route names. */
export function isAtRoute(route: string, place: ConsolePlace): boolean {
  const target = new URL(route, 'http://console.invalid');
  if (target.pathname !== place.pathname) return false;
  const current = new URLSearchParams(place.search);
  return [...target.searchParams].every(([name, value]) => current.get(name) === value);
}

/** The admin area opens on its overview when no tab is named. */
export function isOverview(place: ConsolePlace): boolean {
  const tab = new URLSearchParams(place.search).get('tab');
  return place.pathname === CONSOLE_ROUTES.home && (tab === null || tab === 'overview');
}

export const isModerationQueue = (place: ConsolePlace) => isAtRoute(CONSOLE_ROUTES.moderationQueue, place);

/** The messages list, or one conversation's thread when an id is given. */
export function isMessagesScreen(place: ConsolePlace, conversationId?: number): boolean {
  if (place.pathname === CONSOLE_ROUTES.messages) return true;
  const thread = /^\/messages\/conversation\/(\d+)$/.exec(place.pathname);
  return thread !== null && (conversationId === undefined || Number(thread[1]) === conversationId);
}
