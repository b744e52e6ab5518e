import { expect, test } from '../support/test';
import { createDealAsAdmin } from '../support/content';
import { renderInBrowser } from '../support/render-in-browser';

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
  // the filtered deals, not the skeletons shown while they load
  await expect(cards.getByText(/^\d+% OFF$/).first()).toBeVisible();
  const badges = await cards.getByText(/^\d+% OFF$/).allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) expect(parseInt(badge, 10)).toBeGreaterThanOrEqual(50);

  await select.selectOption('70');
  await expect(page).toHaveURL(/minDiscount=70/);
  await expect(cards.getByText(/^\d+% OFF$/).first()).toBeVisible();
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

test('a deal without a picture, or with one that does not load, shows the placeholder on the home page and in the list', async ({ page }) => {
  const deal = await createDealAsAdmin(page, { title: `Pictureless deal ${Date.now()}` });
  await page.goto(`/deals?q=${encodeURIComponent(deal.title)}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: deal.title });
  await expect(card.locator('img')).toHaveAttribute('src', '/placeholder.svg');

  // the home page's three deals: one without a picture, one whose picture is gone (stood in for, so the browser renders the page)
  await renderInBrowser(page);
  await page.route(/\/api\/deals\?/, async (route) => {
    const response = await route.fetch();
    const deals = await response.json();
    deals[0].image = null;
    deals[1].image = '/uploads/no-such-picture.webp';
    await route.fulfill({ response, json: deals });
  });
  await page.goto('/');
  const pictures = page.locator('section[aria-labelledby="home-deals"] article img');
  await expect(pictures).toHaveCount(3);
  await pictures.nth(1).scrollIntoViewIfNeeded();
  await expect(pictures.nth(0)).toHaveAttribute('src', '/placeholder.svg');
  await expect(pictures.nth(1)).toHaveAttribute('src', /\/placeholder\.svg$/);
  await expect.poll(() => pictures.nth(1).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('an expired deal says Expired, and offers neither Get This Deal nor its coupon', async ({ page }) => {
  const deal = await createDealAsAdmin(page, { expires_at: '2021-01-01', coupon_code: 'OLDCODE' });
  await page.goto(`/deals/${deal.id}`);
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveText('This deal has expired. Its price and coupon code no longer apply.');
  await expect(page.getByRole('link', { name: /Get This Deal/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Coupon code/ })).toHaveCount(0);
  await expect(page.getByText('OLDCODE')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See Current Deals' })).toHaveAttribute('href', '/deals');
});

test('the list hides expired deals unless Show expired is ticked, and Ending soon puts the nearest end first', async ({ page }) => {
  const stamp = Date.now();
  const ended = await createDealAsAdmin(page, { title: `Ended sale ${stamp}`, expires_at: '2021-01-01' });
  await createDealAsAdmin(page, { title: `Ends soon ${stamp}`, expires_at: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
  await page.goto(`/deals?q=${stamp}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Ends soon ${stamp}`);

  await page.getByRole('checkbox', { name: 'Show expired' }).check();
  await expect(page).toHaveURL(/expired=show/);
  await expect(cards).toHaveCount(2);
  const endedCard = cards.filter({ hasText: ended.title });
  await expect(endedCard).toContainText('Expired');
  await expect(endedCard.getByRole('link', { name: /^Get Deal/ })).toHaveCount(0);
  await expect(endedCard).not.toContainText('Code:');

  await page.goto('/deals');
  await page.getByRole('combobox', { name: 'Sort deals' }).selectOption('ending_soon');
  await expect(page).toHaveURL(/sort=ending_soon/);
  await expect(cards.first()).toContainText(`Ends soon ${stamp}`);
});

test("an admin is warned when a deal's expiry date has already passed", async ({ page }) => {
  const deal = await createDealAsAdmin(page, { expires_at: '2030-01-31' });
  await page.goto(`/admin/deals/edit/${deal.id}`);
  const warning = 'This expiry date has already passed: the deal will show as Expired and leave the deals list.';
  await expect(page.getByText(warning)).toHaveCount(0);
  await page.getByLabel('Expiry date').fill('2020-05-01');
  await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
  // a published deal's edits wait for Update: leaving asks first
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin/deals/create');
  await page.getByLabel('Expiry date').fill('2020-05-01');
  await expect(page.getByText(warning)).toBeVisible();
});

test('a missing deal shows Deal Not Available and returns to /deals', async ({ page }) => {
  await page.clock.install();
  await page.goto('/deals/999999');
  await expect(page.getByRole('heading', { name: 'Deal Not Available' })).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/deals$/);
});
