import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createDealAsAdmin } from '../support/content';

test('the minimum-discount filter keeps only deals with at least that discount', async ({ page }) => {
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Baby Deals' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Minimum discount' });
  await expect(select.getByRole('option')).toHaveText(['Any discount', '10% or more', '20% or more', '30% or more', '50% or more', '70% or more']);
  const cards = page.getByRole('main').getByRole('article');
  const all = await cards.count();

  await select.selectOption('50');
  await expect(page).toHaveURL(/minDiscount=50/);
  await expect(cards).not.toHaveCount(all);
  const badges = await cards.getByText(/^\d+% OFF$/).allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) expect(parseInt(badge, 10)).toBeGreaterThanOrEqual(50);

  await select.selectOption('70');
  for (const badge of await cards.getByText(/^\d+% OFF$/).allInnerTexts()) expect(parseInt(badge, 10)).toBeGreaterThanOrEqual(70);

  await page.getByRole('searchbox', { name: 'Search deals' }).fill('zzzz-nothing');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No deals found' })).toBeVisible();
});

test('deal cards show the discount, expiry, coupon code and a Get Deal link in a new tab', async ({ page }) => {
  await page.goto('/deals');
  const glide = page.getByRole('article').filter({ hasText: 'Kinderway Glide travel stroller' });
  await expect(glide).toContainText('25% OFF');
  await expect(glide).toContainText('Code: GLIDE25');
  await expect(glide).toContainText(/Expires /);
  const getDeal = glide.getByRole('link', { name: /^Get Deal/ });
  await expect(getDeal).toHaveAttribute('target', '_blank');
  await expect(getDeal).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a deal page copies its coupon code with a 2-second Copied state, and shares its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const deal = await createDealAsAdmin(page, { coupon_code: 'SAVE60', expires_at: '2030-01-31' });
  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  await expect(page.getByRole('main').getByText('60% OFF').first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Expires Jan 31, 2030')).toBeVisible();
  await expect(page.getByRole('link', { name: /Get This Deal/ })).toHaveAttribute('href', 'https://example.com/test-deal');

  const coupon = page.getByRole('button', { name: /^Coupon code SAVE60/ });
  await expect(coupon).toHaveText(/SAVE60\s*Copy$/);
  await coupon.click();
  await expect(coupon).toHaveText(/SAVE60\s*Copied$/);
  await expect(page.getByText('Coupon code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SAVE60');
  // back to Copy after the 2-second Copied state
  await expect(coupon).toHaveText(/SAVE60\s*Copy$/, { timeout: 4000 });

  await page.getByRole('button', { name: 'Share this deal' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByRole('heading', { name: 'Similar Deals' })).toBeVisible();
});

test('an expired deal says Expired', async ({ page }) => {
  const deal = await createDealAsAdmin(page, { expires_at: '2021-01-01' });
  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
});

test('a missing deal shows Deal Not Available and returns to /deals', async ({ page }) => {
  await page.goto('/deals/999999');
  await expect(page.getByRole('heading', { name: 'Deal Not Available' })).toBeVisible();
  await expect(page).toHaveURL(/\/deals$/, { timeout: 8000 });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`deal screens have no serious accessibility violations: ${colorScheme}, ${width}px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const [first] = await (await request.get('/api/deals?pageSize=1')).json();
      for (const path of ['/deals', `/deals/${first.id}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}
