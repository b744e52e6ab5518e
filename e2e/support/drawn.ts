import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until fn holds in the page, checking at every frame: expect's retries back off to a
 * second apart, which over many screens costs more than the drawing itself.
 */
export async function everyFrameUntil(page: Page, what: string, fn: (arg: string) => boolean, arg = ''): Promise<void> {
  await page.waitForFunction(fn, arg, { polling: 'raf', timeout: 7_000 }).catch((error: Error) => {
    throw new Error(`${what}: ${error.message}`);
  });
}

/** Waits until the screen has drawn its content: a level-1 heading, and no list or page still loading. */
export async function waitUntilDrawn(page: Page): Promise<void> {
  const loading = '[data-testid="skeleton"], [aria-busy="true"]';
  await everyFrameUntil(
    page,
    'the screen finished drawing',
    (stillLoading) =>
      [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some((heading) => heading.checkVisibility()) &&
      !document.querySelector(stillLoading),
    loading,
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(loading)).toHaveCount(0);
}
