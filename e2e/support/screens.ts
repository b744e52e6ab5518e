import type { Page } from '@playwright/test';
import { CONSOLE_ROUTES } from '../../src-shared/desktop/console-routes';

/** Who looks at a screen: the sweep signs in as the demo member or the admin when a screen needs it. */
export type Viewer = 'visitor' | 'member' | 'admin';

export interface Screen {
  name: string;
  viewer: Viewer;
  /** the address, or how to find it from the API (as the viewer) */
  path: string | ((page: Page) => Promise<string>);
  /** what to do on the screen before it is checked (to show a form's errors, say) */
  act?: (page: Page) => Promise<void>;
  /** the screen moves on by itself after a few seconds: it is checked where that never happens */
  holdsTime?: boolean;
  /** shown inside the desktop console: checked on a page with a stand-in window.nestly */
  isConsole?: boolean;
}

/** The id of the first item a list endpoint answers. */
const firstId =
  (list: string) =>
  async (page: Page): Promise<number> => {
    const [first] = (await (await page.request.get(`${list}${list.includes('?') ? '&' : '?'}pageSize=1`)).json()) as { id: number }[];
    if (!first) throw new Error(`${list} is empty: the demo data should fill it`);
    return first.id;
  };

/** A listing someone else sells, so the signed-in viewer has a Report button on it. */
async function othersListing(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const listings = (await (await page.request.get('/api/products?pageSize=20')).json()) as { id: number; seller_id: number }[];
  const listing = listings.find((candidate) => candidate.seller_id !== me.id);
  if (!listing) throw new Error('the demo data should hold listings of other members');
  return `/marketplace/listing/${listing.id}`;
}

/** The phone menu opens only where its button shows (860 px and narrower). */
async function openPhoneMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Open menu' });
  if (await button.isVisible()) await button.click();
}

/** Every screen of the site, for the accessibility sweep (which visits them as visitor, member, then admin). A new screen is one line here. */
export const SCREENS: Screen[] = [
  { name: 'home', viewer: 'visitor', path: '/' },
  { name: 'sign in', viewer: 'visitor', path: '/auth/login' },
  { name: 'marketplace', viewer: 'visitor', path: '/marketplace' },
  { name: 'category', viewer: 'visitor', path: '/marketplace/category/strollers' },
  { name: 'listing', viewer: 'visitor', path: async (page) => `/marketplace/listing/${await firstId('/api/products')(page)}` },
  {
    name: 'listing, share menu open',
    viewer: 'visitor',
    path: async (page) => `/marketplace/listing/${await firstId('/api/products')(page)}`,
    act: (page) => page.getByRole('button', { name: /^Share / }).click(),
  },
  { name: 'phone menu open (phones only)', viewer: 'visitor', path: '/', act: openPhoneMenu },
  { name: 'create listing, signed out', viewer: 'visitor', path: '/marketplace/create' },
  { name: 'favourites, signed out', viewer: 'visitor', path: '/profile/favorites' },
  { name: 'blog', viewer: 'visitor', path: '/blog' },
  { name: 'blog post', viewer: 'visitor', path: '/blog/post/a-gentle-bedtime-routine-that-actually-works' },
  { name: 'reviews', viewer: 'visitor', path: '/reviews' },
  { name: 'review', viewer: 'visitor', path: '/reviews/kinderway-glide-review-the-travel-stroller-that-won-our-holiday' },
  { name: 'deals', viewer: 'visitor', path: '/deals' },
  { name: 'deal', viewer: 'visitor', path: async (page) => `/deals/${await firstId('/api/deals')(page)}` },
  ...['faq', 'contact', 'privacy', 'terms', 'guidelines'].map((info): Screen => ({ name: `${info} page`, viewer: 'visitor', path: `/${info}` })),
  { name: '404', viewer: 'visitor', path: '/no/such/page' },
  { name: 'content not available', viewer: 'visitor', path: '/test-content-not-available', holdsTime: true },
  { name: 'create listing', viewer: 'member', path: '/marketplace/create' },
  { name: 'favourites', viewer: 'member', path: '/profile/favorites' },
  { name: 'profile', viewer: 'member', path: '/profile' },
  {
    name: 'profile, with field errors',
    viewer: 'member',
    path: '/profile',
    act: async (page) => {
      await page.getByLabel('Name').fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.locator('#profile-displayName-error').waitFor();
    },
  },
  { name: 'profile, my listings tab', viewer: 'member', path: '/profile?tab=listings' },
  { name: 'profile, messages tab', viewer: 'member', path: '/profile?tab=messages' },
  { name: 'profile settings', viewer: 'member', path: '/profile?tab=settings' },
  {
    name: 'profile settings, change password open',
    viewer: 'member',
    path: '/profile?tab=settings',
    act: (page) => page.getByRole('button', { name: 'Change Password' }).click(),
  },
  { name: 'my listings', viewer: 'member', path: '/profile/listings' },
  {
    name: 'my listings, edit dialog open',
    viewer: 'member',
    path: '/profile/listings',
    act: (page) =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
  },
  {
    name: 'listing, report dialog open',
    viewer: 'member',
    path: othersListing,
    act: (page) => page.getByRole('button', { name: 'Report listing' }).click(),
  },
  { name: 'messages', viewer: 'member', path: '/messages' },
  { name: 'conversation', viewer: 'member', path: async (page) => `/messages/conversation/${await firstId('/api/conversations')(page)}` },
  { name: 'blog post, signed in', viewer: 'member', path: '/blog/post/a-gentle-bedtime-routine-that-actually-works' },
  { name: 'account menu open', viewer: 'member', path: '/', act: (page) => page.getByRole('button', { name: 'Account menu' }).click() },
  { name: 'admin dashboard, signed in as a member', viewer: 'member', path: '/admin' },
  { name: 'admin: overview', viewer: 'admin', path: '/admin' },
  ...(['blogs', 'products', 'reviews', 'deals'] as const).map((section): Screen => ({
    name: `admin: content, ${section}`,
    viewer: 'admin',
    path: `/admin?tab=content&section=${section}`,
  })),
  {
    name: 'admin: content, review edit dialog open',
    viewer: 'admin',
    path: '/admin?tab=content&section=reviews',
    act: (page) =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
  },
  {
    name: 'admin: content, delete confirmation open',
    viewer: 'admin',
    path: '/admin?tab=content&section=blogs',
    act: (page) =>
      page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click(),
  },
  { name: 'admin: users', viewer: 'admin', path: '/admin?tab=users' },
  { name: 'admin: comments', viewer: 'admin', path: '/admin?tab=comments' },
  { name: 'admin: moderation queue', viewer: 'admin', path: '/admin?tab=moderation' },
  { name: 'admin: auth debug', viewer: 'admin', path: '/admin/test' },
  { name: 'admin: a placeholder page', viewer: 'admin', path: '/admin/users' },
  { name: 'create blog post', viewer: 'admin', path: '/admin/blog/create' },
  { name: 'edit blog post', viewer: 'admin', path: async (page) => `/admin/blog/edit/${await firstId('/api/blogs')(page)}` },
  { name: 'create review', viewer: 'admin', path: '/admin/reviews/create' },
  { name: 'create deal', viewer: 'admin', path: '/admin/deals/create' },
  { name: 'edit deal', viewer: 'admin', path: async (page) => `/admin/deals/edit/${await firstId('/api/deals')(page)}` },
  {
    name: 'edit deal, with field errors',
    viewer: 'admin',
    path: async (page) => `/admin/deals/edit/${await firstId('/api/deals')(page)}`,
    act: async (page) => {
      await page.getByLabel('Title').fill('');
      await page.getByRole('button', { name: 'Update Deal' }).click();
      await page.getByText('Title is required').waitFor();
    },
  },
  { name: 'desktop console: moderation', viewer: 'admin', path: CONSOLE_ROUTES.moderationQueue, isConsole: true },
  { name: 'desktop console: users', viewer: 'admin', path: CONSOLE_ROUTES.users, isConsole: true },
  { name: 'desktop console: a public page', viewer: 'admin', path: '/blog', isConsole: true },
];
