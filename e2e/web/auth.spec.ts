import { expect, test } from '@playwright/test';
import { ADMIN, EMMA, signIn, uniqueEmail } from '../support/accounts';

test('register signs in on /, using the email name as display name', async ({ page }) => {
  const email = uniqueEmail('newparent');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Welcome to Nestly' })).toBeVisible();
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('sleepless-nights');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('#user-menu')).toContainText(email.split('@')[0]!);
});

test('create account with empty fields asks for email and password without calling the server', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => { if (request.url().includes('/api/register')) calls += 1; });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter email and password');
  expect(calls).toBe(0);
});

test('a duplicate registration shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(EMMA.email);
  await page.getByLabel('Password').fill('another-password');
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
  await page.route('**/api/login', async (route) => { await new Promise((r) => setTimeout(r, 400)); await route.continue(); });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('#user-menu');
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a member has no Dashboard link and sees the unread messages badge', async ({ page }) => {
  await signIn(page, EMMA);
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('#user-menu').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
