import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { Category, Product } from '../../src-shared/types';
import { LIAM, OLIVIA, registerMember, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { URL_MAX } from '../../src-shared/schemas/content-fields';

const toast = (page: Page) => page.locator('#nestly-toast');

/** A listing of the member signed in on the page, made through the API. */
async function createListing(page: Page, name: string): Promise<Product> {
  const [category] = (await (await page.request.get('/api/categories')).json()) as Category[];
  return apiSend<Product>(
    page,
    'POST',
    '/api/products',
    {
      name,
      description: 'Made by a browser test, in good shape.',
      category_id: category!.id,
      condition: 'good',
      price: 4500,
      location: 'Denver, CO',
    },
    201,
  );
}

test('signed out, /profile and /profile/listings go to the sign-in screen', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  await page.goto('/profile/listings');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile%2Flistings$/);
});

test('the tabs work from the keyboard and put the open tab in the address; each list shows its first 3 with links', async ({ page }) => {
  await signIn(page, OLIVIA, '/profile');
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  const listings = page.getByRole('region', { name: 'My Listings' });
  await expect(listings.getByRole('listitem')).toHaveCount(3);
  await expect(listings.getByRole('link').first()).toHaveAttribute('href', /^\/marketplace\/listing\/\d+$/);
  await expect(listings.getByRole('link', { name: 'Manage Listings' })).toHaveAttribute('href', '/profile/listings');
  await expect(listings.getByRole('link', { name: 'Sell an Item' })).toHaveAttribute('href', '/marketplace/create');

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/profile\?tab=favorites$/);
  await expect(page.getByRole('region', { name: 'Favorites' }).getByRole('link', { name: 'View All Favorites' })).toHaveAttribute('href', '/profile/favorites');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: 'View All Messages' })).toHaveAttribute('href', '/messages');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible();

  // a linked tab opens itself
  await page.goto('/profile?tab=messages');
  await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
});

test('a member edits their profile, sees it after a reload, and marks a listing sold from /profile/listings', async ({ page }) => {
  await registerMember(page, 'Profile Tester');
  const listing = await createListing(page, `Test bouncer ${Date.now()}`);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: /My Listings/ })).toContainText('1');

  // the shared rules show before anything is sent
  await page.getByLabel('Name').fill('P');
  await page.getByLabel('Bio').fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  // the avatar box takes as long a link as the server does
  await expect(page.getByLabel('Avatar URL')).toHaveAttribute('maxlength', String(URL_MAX));

  await page.getByLabel('Name').fill('Paula Tester');
  await page.getByLabel('Location').fill('Boulder, CO');
  await page.getByLabel('Bio').fill('Mum of twins, selling what they outgrew.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile updated');
  // the current-user data refreshes: the header's account menu and the info card show the new name
  const card = page.getByRole('region', { name: 'Paula Tester' });
  await expect(card).toContainText('Boulder, CO');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Paula Tester' })).toContainText('Mum of twins, selling what they outgrew.');
  await expect(page.getByLabel('Location')).toHaveValue('Boulder, CO');

  // a new sign-in email takes the current password; one another account has is refused by the server, beside the field
  await page.getByLabel('Email', { exact: true }).fill('emma@nestly.test');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('#profile-currentPassword-error')).toHaveText('Please enter your current password');
  await page.getByLabel('Current Password').fill('sleepless-nights');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Error updating profile');
  await expect(page.locator('#profile-email-error')).toHaveText('An account with this email already exists');

  await page.getByRole('tab', { name: /My Listings/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await page.getByRole('link', { name: 'Manage Listings' }).click();
  await expect(page).toHaveURL(/\/profile\/listings$/);
  const row = page.getByTestId('my-listing-row').filter({ hasText: listing.name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Edit ${listing.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
  await dialog.getByLabel('Status').selectOption('sold');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Product updated');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Sold');
  await page.reload();
  await expect(page.getByTestId('my-listing-row').filter({ hasText: listing.name })).toContainText('Sold');
  expect(((await (await page.request.get(`/api/products/${listing.id}`)).json()) as Product).status).toBe('sold');
});

test("My Listings' Add New Listing opens the product form, which says 'Product created' and stays on My Listings", async ({ page }) => {
  await registerMember(page, 'Adder');
  await page.goto('/profile/listings');
  await expect(page.getByText('No listings yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Listing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Listing' });
  // the one listing form: its rules speak under the fields when it is sent empty
  await dialog.getByRole('button', { name: 'Create Listing' }).click();
  await expect(dialog.locator('#new-listing-name-error')).toBeVisible();
  const name = `Bouncer chair ${Date.now()}`;
  await dialog.getByLabel('Item Name').fill(name);
  await dialog.getByLabel('Description').fill('Rocks gently, washable cover, all parts included.');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Condition').selectOption('like_new');
  await dialog.getByLabel('Price ($)').fill('32.50');
  await dialog.getByLabel('Location').fill('Denver, CO');
  await dialog.getByLabel('Photos').setInputFiles('database/seeds/photos/listing-teddy-bear-1.jpg');
  await dialog.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page)).toContainText('Product created');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/listings$/);
  const row = page.getByTestId('my-listing-row').filter({ hasText: name });
  await expect(row).toContainText('$32.50');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}/);
});

test('/profile/listings searches, and deletes a listing after confirmation', async ({ page }) => {
  await registerMember(page, 'Lister');
  const keep = await createListing(page, `Keep high chair ${Date.now()}`);
  const remove = await createListing(page, `Remove baby monitor ${Date.now()}`);
  await page.goto('/profile/listings');
  await expect(page.getByTestId('my-listing-row')).toHaveCount(2);

  await page.getByLabel('Search your listings').fill('monitor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=monitor/);
  await expect(page.getByTestId('my-listing-row')).toHaveCount(1);
  await expect(page.getByTestId('my-listing-row')).toContainText(remove.name);

  await page.getByRole('button', { name: `Delete ${remove.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Listing' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: `Delete ${remove.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Product deleted');
  await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();

  await page.getByLabel('Search your listings').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('my-listing-row')).toHaveCount(1);
  await expect(page.getByTestId('my-listing-row')).toContainText(keep.name);
});

/** Signs in with the given password in a fresh context and answers the status. */
async function signInStatus(browser: Browser, baseURL: string, email: string, password: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/login', { data: { email, password }, headers: { Origin: baseURL } });
  await context.close();
  return response.status();
}

test('settings: a password change works, the old password stops working and other sessions end', async ({ page, browser, baseURL }) => {
  const user = await registerMember(page, 'Password Tester');
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, { email: user.email, password: 'sleepless-nights' });

  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password').fill('teething-season');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current Password').fill('sleepless-nights');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page)).toContainText('Password changed');
  await expect(dialog).toBeHidden();

  // this browser stays signed in; the other one is signed out
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  expect(await signInStatus(browser, baseURL!, user.email, 'sleepless-nights')).toBe(401);
  expect(await signInStatus(browser, baseURL!, user.email, 'teething-season')).toBe(200);
});

test('an answer the page asked for before a password change, arriving after it, leaves the member signed in', async ({ page }) => {
  await registerMember(page, 'Late Answer', '/profile?tab=settings');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const made = new Promise<void>((resolve) => (answered = resolve));
  // the answer is made under the session that is about to end, and reaches the page only after the change
  await page.route('**/api/notifications', async (route) => {
    const response = await route.fetch();
    answered();
    await held;
    // the page's own calls to the same address may have gone with a reload by then
    await route.fulfill({ response }).catch(() => undefined);
  });
  const late = page.evaluate(() => fetch('/api/notifications').then((response) => response.status));
  await made;
  await apiSend(page, 'POST', '/api/auth/password', { currentPassword: 'sleepless-nights', newPassword: 'teething-season' }, 204);
  release();
  expect(await late).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});

test('reporting a listing twice: the second report shows the one-report message', async ({ page, browser, baseURL }) => {
  await registerMember(page, 'Seller Tester');
  const listing = await createListing(page, `Reported stroller ${Date.now()}`);
  // the seller sees no Report button on their own listing
  await page.goto(`/marketplace/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report listing' })).toHaveCount(0);

  const reporter = await browser.newContext({ baseURL });
  const reporterPage = await reporter.newPage();
  await signIn(reporterPage, LIAM, `/marketplace/listing/${listing.id}`);
  const report = async () => {
    await reporterPage.getByRole('button', { name: 'Report listing' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByLabel('Details (optional)').fill('Asks for payment outside the site.');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(dialog).toBeHidden();
  };
  await report();
  await expect(toast(reporterPage)).toContainText('Report sent');
  await report();
  await expect(toast(reporterPage)).toContainText('You have already reported this');
  await reporter.close();
});

test('settings: closing the account asks for the password, then signs out, goes home and refuses sign-in', async ({ page, browser, baseURL }) => {
  const user = await registerMember(page, 'Leaving Tester', '/profile?tab=settings');

  await page.getByRole('button', { name: 'Deactivate Account' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate Account' });
  await deactivate.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(deactivate.getByText('Please enter your password')).toBeVisible();
  await deactivate.getByLabel('Password').fill('not-my-password');
  await deactivate.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(deactivate.getByText('Password is incorrect')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deactivate).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Account' });
  await remove.getByLabel('Password').fill('sleepless-nights');
  await remove.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Account deleted');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect(await signInStatus(browser, baseURL!, user.email, 'sleepless-nights')).toBe(401);
});
