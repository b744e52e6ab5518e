import { waitUntilDrawn } from '../support/drawn';
import { expect, test } from '../support/test';

/** Lighthouse and screen-reader users read the outline: a page's headings never skip a level. */
for (const path of ['/', '/marketplace', '/blog', '/reviews', '/deals']) {
  test(`headings on ${path} go down one level at a time`, async ({ page }) => {
    await page.goto(path);
    // every list on the page has loaded
    await waitUntilDrawn(page);
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(skips).toEqual([]);
  });
}
