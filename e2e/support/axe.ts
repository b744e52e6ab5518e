import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into every document the page loads from now on. Checking in the page itself takes
 * a fraction of @axe-core/playwright's time, which injects axe anew at each check and finishes
 * each run in a page of its own (for cross-origin frames, which the site does not have).
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** The serious and critical accessibility violations on the page, one line each (axe must be loaded). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // only violations are collected: axe skips the bookkeeping of what passed
    const results = await axe.run({ exclude: [['.Toastify']] }, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')})`,
      );
  });
}

/** What sticks out past the right edge of the viewport, when the page scrolls sideways (empty otherwise). */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const sticking = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    // the innermost ones say most about the cause
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...innermost.slice(0, 5).map(describe)];
  });
}

/**
 * Checks the page as it is now, loading axe into it first when loadAxe did not (one-off checks).
 * axe goes in through evaluate, not a script tag: the site's Content-Security-Policy rightly refuses
 * inline scripts, and evaluate runs outside the page's own script rules.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(AXE_SOURCE);
  expect(await seriousA11yViolations(page), 'serious accessibility violations').toEqual([]);
}
