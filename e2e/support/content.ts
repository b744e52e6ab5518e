import type { Page } from '@playwright/test';
import { ADMIN, signIn } from './accounts';
import { apiSend } from './api';

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
