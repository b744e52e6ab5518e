import { STAFF_NAME_MESSAGE } from '../../src-shared/format/staff-names';
import { expect, test } from '../support/test';
import { ADMIN, EMMA, signIn, uniqueEmail } from '../support/accounts';

test('register shows the name other parents see, from the email, signs in on /, and the welcome toast outlives the reload', async ({ page }) => {
  const email = uniqueEmail('newparent');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Welcome to Nestly' })).toBeVisible();
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('sleepless-nights');
  // the spec reloads the page after registering: the toast must be there once the new page has loaded
  await page.getByRole('button', { name: 'Create Account' }).click();
  // the first press shows the name others will see, filled in from the email, to check or change
  const name = page.getByLabel('Name other parents see');
  await expect(name).toHaveValue(email.split('@')[0]!);
  await expect(name).toBeFocused();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#nestly-toast')).toContainText('Account created');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.locator('#nestly-toast')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toContainText(email.split('@')[0]!);
});

test('create account with empty fields asks for email and password without calling the server', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/register')) calls += 1;
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter email and password');
  expect(calls).toBe(0);
});

test('sign in refuses what the sign-in schema refuses, in the server words, without calling it', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/login')) calls += 1;
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(EMMA.email);
  // longer than any password the server accepts: the shared schema answers as the server would
  await page.getByLabel('Password').fill('x'.repeat(129));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  expect(calls).toBe(0);
});

test('a duplicate registration shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(EMMA.email);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name other parents see').fill('Emma again');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('a wrong password shows the server message and stays on the screen', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(EMMA.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('sign in shows the pending state, a toast, and the user menu; sign out returns home', async ({ page }) => {
  await page.route('**/api/login', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Messages' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a member has no Dashboard link and sees the unread messages badge', async ({ page }) => {
  await signIn(page, EMMA);
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
});

test('the account menu works by keyboard; Escape closes it and gives focus back to its button', async ({ page }) => {
  await signIn(page, ADMIN);
  const button = page.getByRole('button', { name: 'Account menu' });
  const menu = page.getByRole('menu', { name: 'Account menu' });
  // the menu's code loads after the page runs, and the page may still be settling (a live count,
  // a late chunk): Enter on the focused button is tried again until the menu opens with Profile focused
  await expect(async () => {
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Messages' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(menu).toHaveCount(0);
});

test('a name that reads as staff is refused at registration, under the name field', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(uniqueEmail('admin'));
  await page.getByLabel('Password').fill('sleepless-nights');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Name other parents see').fill('Nestly Admin');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(STAFF_NAME_MESSAGE);
  await expect(page).toHaveURL(/\/auth\/register$/);
});
