import type { Page, ViewportSize } from '@playwright/test';
import { seriousA11yViolations, sidewaysOverflow } from './axe';
import { everyFrameUntil } from './drawn';
import { expect, test } from './test';

const PHONE: ViewportSize = { width: 390, height: 844 };
const DESKTOP: ViewportSize = { width: 1280, height: 900 };

/**
 * The page as it is now, at phone and desktop width in both themes: no sideways scrolling and no
 * serious axe violation (axe must be loaded: loadAxe before the page opens).
 */
export async function checkLooks(page: Page, what: string): Promise<void> {
  // four looks, each waited for and run through axe: the test gets more time for them, as a busy machine needs
  test.info().setTimeout(test.info().timeout + 30_000);
  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await everyFrameUntil(page, 'the colour transitions ended', () => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
      const where = `${what}, ${colorScheme}, ${viewport.width}px`;
      expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toEqual([]);
      expect.soft(await seriousA11yViolations(page), `${where} has serious accessibility violations`).toEqual([]);
    }
  }
}
