import type { User } from '../../src-shared/types';
import { uniqueEmail } from '../support/accounts';
import { apiSend } from '../support/api';
import { loadAxe } from '../support/axe';
import { checkLooks } from '../support/looks';
import { expect, test } from '../support/test';

test('a member without a name is asked for one once after signing in, and others then see it', async ({ page }) => {
  await loadAxe(page);
  const email = uniqueEmail('nameless');
  // an account made without a name (as an API caller may): others would see "User"
  const user = await apiSend<User>(page, 'POST', '/api/register', { email, password: 'sleepless-nights' }, 201);
  expect(user.displayName).toBeNull();
  await page.goto('/marketplace');
  const dialog = page.getByRole('dialog', { name: 'Choose your name' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name other parents see')).toHaveValue(email.split('@')[0]!);
  await checkLooks(page, 'name prompt');

  await dialog.getByLabel('Name other parents see').fill('x');
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Name other parents see').fill('Maya R.');
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Other parents now see you by this name.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(((await (await page.request.get(`/api/users/${user.id}`)).json()) as { name: string }).name).toBe('Maya R.');
});

test('closing the question without a name asks no more on this device', async ({ page }) => {
  await apiSend<User>(page, 'POST', '/api/register', { email: uniqueEmail('later'), password: 'sleepless-nights' }, 201);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choose your name' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the registration form with its name field', async ({ page }) => {
  await loadAxe(page);
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(uniqueEmail('looks'));
  await page.getByLabel('Password').fill('sleepless-nights');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Name other parents see')).toBeVisible();
  await checkLooks(page, 'registration with the name field');
});
