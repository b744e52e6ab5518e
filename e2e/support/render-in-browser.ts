import type { Page } from '@playwright/test';
import { siteOrigin } from './test';

/**
 * The public pages arrive rendered by the server, with their data. A test that stands in for /api
 * in the browser (page.route) asks for the plain page instead, so the browser fetches, and the stand-in answers.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'nestly-render', value: 'browser', url: siteOrigin() }]);
}
