/** The admin area's tabs, in the order they show; `?tab=` picks one (the desktop console links to them). */
export const ADMIN_TABS = ['overview', 'content', 'users', 'comments', 'moderation'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The content tab's kinds, picked with `&section=`. */
export const CONTENT_SECTIONS = ['blogs', 'products', 'reviews', 'deals'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export interface AdminPlace {
  tab: AdminTab;
  section: ContentSection;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => allowed.find((candidate) => candidate === value) ?? fallback;

/** Where `?tab=&section=` points; anything unknown falls back to the overview and blog posts. */
export function adminPlace(search: string): AdminPlace {
  const params = new URLSearchParams(search);
  return {
    tab: oneOf(params.get('tab'), ADMIN_TABS, 'overview'),
    section: oneOf(params.get('section'), CONTENT_SECTIONS, 'blogs'),
  };
}

/** The address of a tab (and, on the content tab, a section). */
export function adminHref(tab: AdminTab, section?: ContentSection): string {
  if (tab === 'content' && section) return `/admin?tab=content&section=${section}`;
  return `/admin?tab=${tab}`;
}

/** Titles in the content tables are cut to 50 characters (the spec's rule), with an ellipsis. */
export const TITLE_CUT = 50;

export function cutTitle(title: string): string {
  return title.length > TITLE_CUT ? `${title.slice(0, TITLE_CUT)}...` : title;
}
