import { expect, type Page } from '@playwright/test';
import { ADMIN, signIn } from './accounts';

/** Calls the API with the page's cookies and our Origin, as the site's own fetches do. */
export async function apiSend<T = Record<string, unknown>>(page: Page, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs in as the demo admin and creates a deal of our own, so tests never depend on each other's edits. */
export async function createDealAsAdmin(page: Page, overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  await signIn(page, ADMIN);
  return apiSend(page, 'POST', '/api/deals', {
    title: `Test deal ${Date.now()}`,
    description: 'A deal made by a browser test.',
    original_price: 10000,
    discounted_price: 4000,
    coupon_code: 'TESTCODE',
    link: 'https://example.com/test-deal',
    ...overrides,
  });
}

/** Registers a brand-new member through the API and leaves the page signed in as them. */
export async function signUpFreshMember(page: Page): Promise<void> {
  await page.goto('/');
  const email = `member.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await apiSend(page, 'POST', '/api/register', { email, password: 'parent12345' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
