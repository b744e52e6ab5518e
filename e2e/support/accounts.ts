import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const ADMIN = { email: 'admin@nestly.test', password: 'admin12345' };
export const EMMA = { email: 'emma@nestly.test', password: 'parent12345' };
export const LIAM = { email: 'liam@nestly.test', password: 'parent12345' };
export const OLIVIA = { email: 'olivia@nestly.test', password: 'parent12345' };

/** Signs in through the real login screen and waits for the home page. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
