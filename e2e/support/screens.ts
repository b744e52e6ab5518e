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

/** A listing the signed-in viewer sells, so its page shows the seller's status buttons. */
async function ownListing(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  return `/marketplace/listing/${await firstId(`/api/products?seller_id=${me.id}`)(page)}`;
}

/** The phone menu opens only where its button shows (860 px and narrower). */
async function openPhoneMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Open menu' });
  if (await button.isVisible()) await button.click();
}

/** Opens a menu or dialog with the first button of that name. */
const click =
  (button: string | RegExp) =>
  (page: Page): Promise<void> =>
    page.getByRole('button', { name: button }).first().click();

/** Empties a required field and submits the form, so that it shows the field's error. */
const showError =
  (field: string, submit: string, error: string) =>
  async (page: Page): Promise<void> => {
    await page.getByLabel(field).fill('');
    await page.getByRole('button', { name: submit }).click();
    await page.getByText(error).first().waitFor();
  };

const listing = async (page: Page) => `/marketplace/listing/${await firstId('/api/products')(page)}`;
const editDeal = async (page: Page) => `/admin/deals/edit/${await firstId('/api/deals')(page)}`;
const BLOG_POST = '/blog/post/a-gentle-bedtime-routine-that-actually-works';

const seenBy =
  (viewer: Viewer) =>
  (name: string, path: Screen['path'], more: Partial<Screen> = {}): Screen => ({ name, viewer, path, ...more });
const visitor = seenBy('visitor');
const member = seenBy('member');
const admin = seenBy('admin');

/** Every screen of the site, for the accessibility sweep (which visits them as visitor, member, then admin). A new screen is one line here. */
export const SCREENS: Screen[] = [
  visitor('home', '/'),
  visitor('sign in', '/auth/login'),
  visitor('forgot password', '/auth/forgot'),
  visitor('choose a new password, with an error', '/auth/reset?token=unknown', {
    act: async (page) => {
      await page.getByLabel('New password').fill('long-enough-1');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await page.getByRole('alert').waitFor();
    },
  }),
  visitor('marketplace', '/marketplace'),
  visitor('category', '/marketplace/category/strollers'),
  visitor('listing', listing),
  visitor('listing, share menu open', listing, { act: click(/^Share /) }),
  visitor('listing, photo viewer open', listing, { act: click(/full screen$/) }),
  visitor('phone menu open (phones only)', '/', { act: openPhoneMenu }),
  visitor('create listing, signed out', '/marketplace/create'),
  visitor('favourites, signed out', '/profile/favorites'),
  visitor('blog', '/blog'),
  visitor('blog post', BLOG_POST),
  visitor('reviews', '/reviews'),
  visitor('review', '/reviews/kinderway-glide-review-the-travel-stroller-that-won-our-holiday'),
  visitor('deals', '/deals'),
  visitor('deals, expired shown, ending soon first', '/deals?expired=show&sort=ending_soon'),
  visitor('deal', async (page) => `/deals/${await firstId('/api/deals')(page)}`),
  ...['faq', 'contact', 'privacy', 'terms', 'guidelines'].map((info) => visitor(`${info} page`, `/${info}`)),
  visitor(
    'member page',
    async (page) => `/members/${((await (await page.request.get('/api/products?pageSize=1')).json()) as { seller_id: number }[])[0]!.seller_id}`,
  ),
  visitor('404', '/no/such/page'),
  visitor('content not available', '/test-content-not-available', { holdsTime: true }),
  member('create listing', '/marketplace/create'),
  member('favourites', '/profile/favorites'),
  member('profile', '/profile'),
  member('profile, with field errors', '/profile', { act: showError('Name', 'Save Changes', 'Name must be at least 2 characters') }),
  member('profile, my listings tab', '/profile?tab=listings'),
  member('profile, messages tab', '/profile?tab=messages'),
  member('profile settings', '/profile?tab=settings'),
  member('profile settings, change password open', '/profile?tab=settings', { act: click('Change Password') }),
  member('my listings', '/profile/listings'),
  member('my listings, edit dialog open', '/profile/listings', { act: click(/^Edit /) }),
  member('my listings, add new listing dialog open', '/profile/listings', { act: click('Add New Listing') }),
  member('listing, report dialog open', othersListing, { act: click('Report listing') }),
  member('own listing, with its status buttons', ownListing),
  member('marketplace, save this search open', '/marketplace?q=stroller', { act: click('Save this search') }),
  member('messages', '/messages'),
  member('notifications', '/notifications'),
  member('unsubscribe, a link that does not work', '/unsubscribe?token=nonsense'),
  member('conversation', async (page) => `/messages/conversation/${await firstId('/api/conversations')(page)}`),
  member('blog post, signed in', BLOG_POST),
  member('blog post, reply box open', BLOG_POST, { act: click(/^Reply to /) }),
  member('account menu open', '/', { act: click('Account menu') }),
  member('admin dashboard, signed in as a member', '/admin'),
  admin('admin: overview', '/admin'),
  ...['blogs', 'products', 'reviews', 'deals'].map((section) => admin(`admin: content, ${section}`, `/admin?tab=content&section=${section}`)),
  admin('admin: content, review edit dialog open', '/admin?tab=content&section=reviews', { act: click(/^Edit /) }),
  admin('admin: content, delete confirmation open', '/admin?tab=content&section=blogs', { act: click(/^Delete /) }),
  admin('admin: users', '/admin?tab=users'),
  admin('admin: comments', '/admin?tab=comments'),
  admin('admin: moderation queue', '/admin?tab=moderation'),
  admin('admin: auth debug', '/admin/test'),
  admin('admin: a placeholder page', '/admin/users'),
  admin('create blog post', '/admin/blog/create'),
  admin('create blog post, as HTML', '/admin/blog/create', { act: click('HTML') }),
  admin('create blog post, preview', '/admin/blog/create', {
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Content' }).fill('A first line');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('A first line').waitFor();
    },
  }),
  admin('edit blog post', async (page) => `/admin/blog/edit/${await firstId('/api/blogs')(page)}`),
  admin('create review', '/admin/reviews/create'),
  admin('edit review', async (page) => `/admin/reviews/edit/${await firstId('/api/reviews')(page)}`),
  admin('admin: content, blog drafts', '/admin?tab=content&section=blogs', {
    act: async (page) => void (await page.getByLabel('Show').first().selectOption('draft')),
  }),
  admin('create deal', '/admin/deals/create'),
  admin('edit deal', editDeal),
  admin('edit deal, expiry already past', editDeal, { act: (page) => page.getByLabel('Expiry date').fill('2020-05-01') }),
  admin('edit deal, with field errors', editDeal, { act: showError('Title', 'Update Deal', 'Title is required') }),
  admin('desktop console: moderation', CONSOLE_ROUTES.moderationQueue, { isConsole: true }),
  admin('desktop console: users', CONSOLE_ROUTES.users, { isConsole: true }),
  admin('desktop console: a public page', '/blog', { isConsole: true }),
];
