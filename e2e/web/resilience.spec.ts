import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Product, User } from '../../src-shared/types';
import { EMMA, registerMember, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { createListing, uniqueName } from '../support/listings';

const LISTING_CHUNK = /\/assets\/listing-page-[\w-]+\.js$/;

async function firstListing(page: Page): Promise<Product> {
  const [listing] = (await (await page.request.get('/api/products')).json()) as Product[];
  return listing!;
}

/** A listing someone else sells, so Contact Seller starts a conversation. */
async function listingNotBy(page: Page, userId: number): Promise<Product> {
  const listings = (await (await page.request.get('/api/products')).json()) as Product[];
  return listings.find((listing) => listing.seller_id !== userId)!;
}

/** Refuses the code at `url` for `ms` from its first request, as a restarting server does; counts the refusals. */
async function refuseAtFirst(page: Page, url: RegExp, ms: number): Promise<{ refused: () => number }> {
  let refusedUntil = Infinity;
  let refused = 0;
  await page.route(url, (route) => {
    if (refusedUntil === Infinity) refusedUntil = Date.now() + ms;
    if (Date.now() >= refusedUntil) return route.continue();
    refused += 1;
    return route.abort('connectionreset');
  });
  return { refused: () => refused };
}

/** Refuses the code at `url` until unrouted, as a dropped connection does; `failed` resolves once a fetch of it has failed. */
async function cutOff(page: Page, url: RegExp): Promise<{ failed: Promise<Request> }> {
  await page.route(url, (route) => route.abort('internetdisconnected'));
  return { failed: page.waitForEvent('requestfailed', (request) => url.test(request.url())) };
}

/** The code at `url` can be fetched again, and the browser goes offline and comes back. */
async function backOnline(page: Page, context: BrowserContext, url: RegExp): Promise<void> {
  await page.unroute(url);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await context.setOffline(false);
}

test("a screen's code that fails to load is retried once, then keeps the frame and offers Retry and a reload", async ({ page }) => {
  await page.goto('/marketplace');
  const listing = await firstListing(page);
  const attempts: Request[] = [];
  await page.route(LISTING_CHUNK, (route) => {
    attempts.push(route.request());
    return route.abort('internetdisconnected');
  });

  await page.getByRole('link', { name: listing.name }).first().click();
  const failure = page.getByTestId('route-error');
  await expect(failure.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(attempts).toHaveLength(2);
  // the frame stays: header with its navigation, and the footer
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Reload page' })).toBeVisible();

  await page.unroute(LISTING_CHUNK);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(failure).toBeHidden();
});

test('after a deploy the reload brings the current site at the same address', async ({ page }) => {
  await page.goto('/marketplace');
  const listing = await firstListing(page);
  // the old chunk is gone from the server: it answers 404, as it does for any missing asset
  await page.route(LISTING_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('link', { name: listing.name }).first().click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unroute(LISTING_CHUNK);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/listing/${listing.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
});

test('a missing asset answers 404, never the page', async ({ page }) => {
  const response = await page.request.get('/assets/listing-page-gone.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
});

test('unknown addresses answer 404 with the Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect((await page.goto('/marketplace'))!.status()).toBe(200);
});

test('going offline shows a banner, and coming back hides it', async ({ page, context }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test("a visit's first toast whose code cannot be fetched leaves the page standing; toasts come once back online", async ({ page, context }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // the toasts' code has not been fetched yet on this visit, and now cannot be (as when the connection drops)
  const toastCode = /\/assets\/toast-container-[\w-]+\.js$/;
  const { failed: fetchFailed } = await cutOff(page, toastCode);
  // the newsletter box refuses this with a toast
  await page.getByRole('textbox', { name: 'Email address' }).fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await fetchFailed;
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await backOnline(page, context, toastCode);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#nestly-toast')).toContainText('Please enter a valid email address');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('a part whose code could not be fetched is tried again by itself a little later, as when the server was restarting', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const toastCode = /\/assets\/toast-container-[\w-]+\.js$/;
  const { refused } = await refuseAtFirst(page, toastCode, 500);
  const fetchFailed = page.waitForEvent('requestfailed', (request) => toastCode.test(request.url()));
  await page.getByRole('textbox', { name: 'Email address' }).fill('no-at-sign');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await fetchFailed;

  // nothing is clicked and the browser never went offline: the toasts' code is fetched again by itself,
  // a while later rather than in a loop that floods the server (once for the library, once for the container)
  await page.waitForResponse((response) => toastCode.test(response.url()) && response.ok());
  expect(refused()).toBeLessThanOrEqual(2);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#nestly-toast')).toContainText('Please enter a valid email address');
});

test("a post whose comment form's code could not be fetched stays up, and the form comes a little later", async ({ page }) => {
  await signIn(page, EMMA);
  const formCode = /\/assets\/comment-form-[\w-]+\.js$/;
  await refuseAtFirst(page, formCode, 500);
  const fetchFailed = page.waitForEvent('requestfailed', (request) => formCode.test(request.url()));
  await page.goto('/blog/post/a-gentle-bedtime-routine-that-actually-works');
  await fetchFailed;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a menu whose code cannot be fetched leaves the page standing, and opens once back online', async ({ page, context }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const menuCode = /\/assets\/mobile-menu-[\w-]+\.js$/;
    const { failed: fetchFailed } = await cutOff(page, menuCode);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await fetchFailed;
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await backOnline(page, context, menuCode);
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Best Deals' })).toBeVisible();
  });
});

test('an open conversation whose refresh fails keeps its thread and the message being written', async ({ page }) => {
  await signIn(page, EMMA);
  const emma = (await (await page.request.get('/api/auth/user')).json()) as User;
  const listing = await listingNotBy(page, emma.id);
  const conversation = await apiSend<{ id: number }>(page, 'POST', '/api/conversations', { recipient_id: listing.seller_id, product_id: listing.id });
  await page.goto(`/messages/conversation/${conversation.id}`);
  const text = `Half-written ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);

  // a message sent from another tab arrives live, so the page refreshes the thread: the server fails that refresh
  const thread = /\/api\/conversations\/\d+(\/messages)?(\?.*)?$/;
  await page.route(thread, (route) => route.fulfill({ status: 503, json: { error: 'Service unavailable' } }));
  const refreshFailed = page.waitForResponse((response) => thread.test(response.url()) && response.status() === 503);
  await apiSend(page, 'POST', `/api/conversations/${conversation.id}/messages`, { content: 'Sent from my phone' }, 201);
  await refreshFailed;

  await expect(page.getByRole('heading', { name: 'Could not load this conversation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
});

test('a listing whose refresh fails stays on screen', async ({ page }) => {
  await signIn(page, EMMA);
  const listing = await createListing(page, uniqueName('Refreshed bouncer'));
  await page.goto(`/marketplace/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();

  // marking it reserved refreshes the listing, and the server fails that refresh (the change itself is saved)
  const detail = new RegExp(`/api/products/${listing.id}$`);
  await page.route(detail, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { error: 'Service unavailable' } }) : route.fallback(),
  );
  const refreshFailed = page.waitForResponse((response) => detail.test(response.url()) && response.status() === 503);
  await page.getByRole('button', { name: 'Mark as Reserved' }).click();
  await refreshFailed;

  // saved: the page is still the listing's, shown as reserved
  await expect(page.getByRole('button', { name: 'Mark as Available' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listing Not Available' })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/marketplace/listing/${listing.id}$`));
});

test('a failed refresh of who is signed in keeps the member signed in', async ({ page }) => {
  await page.clock.install();
  await signIn(page, EMMA, '/marketplace');
  // past the five minutes the member's details are kept for, the server fails the next look at them
  await page.clock.fastForward('06:00');
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 503, json: { error: 'Service unavailable' } }));
  const lookFailed = page.waitForResponse((response) => response.url().endsWith('/api/auth/user') && response.status() === 503);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await lookFailed;

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a message that could not be sent is marked as not sent, and Retry sends it', async ({ page, context }) => {
  await signIn(page, EMMA);
  const emma = (await (await page.request.get('/api/auth/user')).json()) as User;
  const listing = await listingNotBy(page, emma.id);
  const conversation = await apiSend<{ id: number }>(page, 'POST', '/api/conversations', { recipient_id: listing.seller_id, product_id: listing.id });
  await page.goto(`/messages/conversation/${conversation.id}`);
  const text = `Is it still there? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send' }).click();
  const notSent = page.getByTestId('message-not-sent');
  await expect(notSent).toContainText('Not sent');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);

  await context.setOffline(false);
  await notSent.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('own-message').filter({ hasText: text })).toBeVisible();
  await expect(notSent).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('signing in returns to the page the visitor came from, and only to a page of this site', async ({ page }) => {
  await page.goto('/marketplace');
  const listing = await firstListing(page);
  const origin = new URL(page.url()).origin;
  await page.goto(`/marketplace/listing/${listing.id}`);
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fmarketplace%2Flisting%2F${listing.id}$`));
  await page.getByLabel('Email').fill(EMMA.email);
  await page.getByLabel('Password').fill(EMMA.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/listing/${listing.id}$`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.request.post('/api/logout', { headers: { Origin: new URL(page.url()).origin } });
  await page.goto('/auth/login?next=//evil.example/steal');
  await page.getByLabel('Email').fill(EMMA.email);
  await page.getByLabel('Password').fill(EMMA.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test("the header's Sign In comes back to the page it was pressed on", async ({ page }) => {
  await page.goto('/deals');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login?next=%2Fdeals');
});

test('a session that ended says so, shows Sign In again and links back to the page', async ({ page }) => {
  await registerMember(page, 'Expiring Parent', '/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  // the session ends on the server: a cookie cleared in the browser could come back on an answer
  // already on its way (the bell's count, a rolling session), a session the server ended cannot
  await apiSend(page, 'POST', '/api/logout', undefined, 204);
  await page.getByLabel('Location').fill('Boulder, CO');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // the save was refused: the member goes to sign in, and will come back here
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
});

test('a session that ended while reading shows a notice with a sign-in link back to the page', async ({ page, context }) => {
  await registerMember(page, 'Reading Parent', '/marketplace');
  const listing = await firstListing(page);
  await page.goto(`/marketplace/listing/${listing.id}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).first().click();
  // the favourite needs a session: the member is sent to sign in, and told why once back on the page
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fmarketplace%2Flisting%2F${listing.id}$`));
  await page.goBack();
  const notice = page.getByTestId('session-expired');
  await expect(notice).toContainText('Your session has expired.');
  await expect(notice.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', `/auth/login?next=%2Fmarketplace%2Flisting%2F${listing.id}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test("an avatar that fails to load shows the member's initials", async ({ page }) => {
  await page.route('https://avatars.example/broken.jpg', (route) => route.abort());
  const member = await registerMember(page, 'Broken Picture');
  await apiSend(page, 'PATCH', `/api/users/${member.id}`, { profileImageUrl: 'https://avatars.example/broken.jpg' });
  await page.reload();
  const avatar = page.getByRole('button', { name: 'Account menu' }).getByTestId('avatar');
  await expect(avatar).toHaveText('BP');
  await expect(avatar.locator('img')).toHaveCount(0);
});

test('leaving an edited profile form asks first; Cancel keeps the edits', async ({ page }) => {
  await registerMember(page, 'Careful Parent', '/profile');
  const location = page.getByLabel('Location');
  await location.fill('Fort Collins, CO');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have unsaved changes. Discard them?');
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(location).toHaveValue('Fort Collins, CO');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('Escape in an edited Edit Listing asks before discarding the changes', async ({ page }) => {
  await registerMember(page, 'Editing Parent');
  const [category] = (await (await page.request.get('/api/categories')).json()) as Array<{ id: number }>;
  const listing = await apiSend<Product>(
    page,
    'POST',
    '/api/products',
    {
      name: `Bouncer ${Date.now()}`,
      description: 'A calm bouncer, barely used.',
      category_id: category!.id,
      condition: 'good',
      price: 2500,
      location: 'Denver, CO',
    },
    201,
  );
  await page.goto('/profile/listings');
  await page.getByRole('button', { name: `Edit ${listing.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
  // untouched, Escape closes without a question
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Edit ${listing.name}` }).click();
  await dialog.getByLabel('Item Name').fill(`${listing.name} (renamed)`);
  page.once('dialog', (question) => void question.dismiss());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Item Name')).toHaveValue(`${listing.name} (renamed)`);

  page.once('dialog', (question) => void question.accept());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('while a list screen loads its code, it shows the 8 skeleton cards inside the frame', async ({ page }) => {
  await page.goto('/');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/blog-list-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  const skeleton = page.getByTestId('route-skeleton');
  await expect(skeleton.getByTestId('skeleton')).toHaveCount(8);
  await expect(page.getByRole('banner')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});
