import { expect, type Page } from '@playwright/test';
import type { User } from '../../src-shared/types';
import { apiSend } from './api';

export const ADMIN = { email: 'admin@nestly.test', password: 'admin12345' };
export const EMMA = { email: 'emma@nestly.test', password: 'parent12345' };
export const LIAM = { email: 'liam@nestly.test', password: 'parent12345' };
export const OLIVIA = { email: 'olivia@nestly.test', password: 'parent12345' };

/**
 * Signs in through the API and opens a page (the home page unless told) signed in. The login
 * screen has tests of its own (auth.spec.ts); going through it for every test only cost time.
 */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/'): Promise<void> {
  await apiSend(page, 'POST', '/api/login', account);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A brand-new member (no favourites, votes or conversations), registered through the API and
 * signed in on this page, which is left on the given page (the home page unless told).
 * Registration is rate limited per address for each worker's site, so use this only where a demo
 * member will not do.
 */
export async function registerMember(page: Page, displayName = 'New Parent', path = '/'): Promise<User> {
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '') || 'parent');
  const user = await apiSend<User>(page, 'POST', '/api/register', { email, password: 'sleepless-nights', displayName }, 201);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return user;
}
