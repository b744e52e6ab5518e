/** The /profile tabs, in the order the spec lists them; the open one is the `tab` query parameter. */
export const PROFILE_TABS = ['profile', 'listings', 'favorites', 'messages', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const DEFAULT_TAB: ProfileTab = 'profile';

function isProfileTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** The tab a /profile address opens ('?tab=settings'); a missing or unknown one opens Profile. */
export function tabFromSearch(search: string): ProfileTab {
  const tab = new URLSearchParams(search).get('tab');
  return isProfileTab(tab) ? tab : DEFAULT_TAB;
}

/** The address of a tab, to link to or put in the address bar: /profile for the first, /profile?tab=… for the others. */
export function tabHref(tab: ProfileTab): string {
  return tab === DEFAULT_TAB ? '/profile' : `/profile?tab=${tab}`;
}
