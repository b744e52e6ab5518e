import type { Page } from '@playwright/test';
import { expect, siteOrigin } from './test';

/**
 * Calls the API with the page's cookies and the site's own Origin, as the site's fetches do
 * (state-changing calls without it are refused). Expects the given status and answers the body.
 */
export async function apiSend<T = Record<string, unknown>>(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  status?: number,
): Promise<T> {
  // before the page has opened anything, the site's address is this worker's
  const origin = new URL(page.url() === 'about:blank' ? siteOrigin() : page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  const text = await response.text();
  if (status === undefined) expect(response.ok(), `${method} ${path}: ${text}`).toBe(true);
  else expect(response.status(), `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}
