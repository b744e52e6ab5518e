import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { EMMA, LIAM, signIn } from '../support/accounts';
import { renderInBrowser } from '../support/render-in-browser';

const cards = (page: Page) => page.getByTestId('listing-card');

/** The price on each card, in cents, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => Math.round(Number(/\$(\d+\.\d{2})/.exec(text)![1]) * 100));
}

/** Holds every /api/products call until release() so loading states can be seen. */
async function holdProducts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/products(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('marketplace page', () => {
  test('lists listings and filters them by category and condition', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'List an Item' })).toHaveAttribute('href', '/marketplace/create');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(24);

    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.locator('option').first()).toHaveText('All Categories');
    await category.selectOption({ label: 'Strollers' });
    await expect(page).toHaveURL(/[?&]category=strollers/);
    await expect(page.getByText('All-terrain jogging stroller')).toBeVisible();
    await expect(page.getByText('Solid wood crib with three mattress heights')).toHaveCount(0);

    const condition = page.getByRole('combobox', { name: 'Condition' });
    await expect(condition.locator('option')).toHaveText(['All', 'New', 'Like New', 'Good', 'Fair', 'Poor']);
    await condition.selectOption({ label: 'Like New' });
    await expect(page).toHaveURL(/condition=like_new/);
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Used - Like New');
  });

  test('searches with the search form and shows the empty state with a hint', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search listings' }).fill('teddy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=teddy$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Classic teddy bear');

    await page.getByRole('searchbox', { name: 'Search listings' }).fill('unicorn submarine');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search term')).toBeVisible();
  });

  test('says there are no listings yet when nothing is filtered and nothing exists', async ({ page }) => {
    // the page's data comes from the stand-in below, so the browser renders it
    await renderInBrowser(page);
    await page.route(/\/api\/products(\?|$)/, (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await expect(page.getByText('There are no listings available yet')).toBeVisible();
  });

  test('shows 8 skeleton cards while loading', async ({ page }) => {
    // the page's data comes from the stand-in below, so the browser renders it
    await renderInBrowser(page);
    const release = await holdProducts(page);
    await page.goto('/marketplace');
    await expect(page.getByTestId('skeleton')).toHaveCount(8);
    release();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test('pagination moves between pages of results', async ({ page }) => {
    await page.goto('/marketplace');
    const firstPageNames = await cards(page).locator('h3').allTextContents();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    const secondPageNames = await cards(page).locator('h3').allTextContents();
    expect(secondPageNames.some((name) => firstPageNames.includes(name))).toBe(false);
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('the header search lands on the filtered results, with the text in the search box', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('searchbox', { name: 'Search the marketplace' });
    await header.fill('stroller');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/marketplace\?q=stroller$/);
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('stroller');
    await expect(cards(page).first()).toBeVisible();
    // ranked: names with the word come before descriptions that only mention it
    await expect(cards(page).first().locator('h3')).toContainText(/stroller/i);
    await expect(page.getByText('All-terrain jogging stroller')).toBeVisible();
    await expect(page.getByText('Solid wood crib with three mattress heights')).toHaveCount(0);
  });
});

test.describe('category page', () => {
  test('shows the breadcrumb, a result count, and filters that narrow the results', async ({ page }) => {
    await page.goto('/marketplace/category/strollers');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
    await expect(breadcrumb).toContainText('Strollers');
    await expect(page.getByRole('heading', { level: 1, name: 'Strollers' })).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('jogging');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await expect(cards(page)).toContainText('All-terrain jogging stroller');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);

    await page.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'Fair' });
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Used - Fair');
    await page.getByRole('button', { name: 'Reset Filters' }).click();

    await page.getByLabel('Min Price ($)').fill('100');
    await page.getByLabel('Max Price ($)').fill('200');
    await expect(page).toHaveURL(/min=100&max=200/);
    await expect(cards(page).first()).toBeVisible();
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThanOrEqual(20_000);
    }
  });

  test('the sort really sorts', async ({ page }) => {
    await page.goto('/marketplace/category/strollers');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option')).toHaveText(['Newest First', 'Price: Low to High', 'Price: High to Low']);
    await sort.selectOption('price_low');
    await expect(page).toHaveURL(/sort=price_low/);
    await expect
      .poll(async () => {
        const p = await cardPrices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
      })
      .toBe(true);
    await sort.selectOption('price_high');
    await expect
      .poll(async () => {
        const p = await cardPrices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
      })
      .toBe(true);
  });

  test('shows 6 skeleton cards while loading, and Category Not Found for an unknown category', async ({ page }) => {
    // the page's data comes from the stand-in below, so the browser renders it
    await renderInBrowser(page);
    const release = await holdProducts(page);
    await page.goto('/marketplace/category/toys');
    await expect(page.getByTestId('skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);

    await page.goto('/marketplace/category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  test('at phone width the filters fold away above the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/marketplace/category/strollers');
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeVisible();
    const filtersBox = await page.getByRole('form', { name: 'Filters' }).boundingBox();
    const firstCard = await cards(page).first().boundingBox();
    expect(filtersBox!.y + filtersBox!.height).toBeLessThanOrEqual(firstCard!.y);
  });
});

test.describe('listing detail', () => {
  test('shows the whole listing, its photos, seller and share control', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/marketplace?q=convertible%20pram');
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/marketplace\/listing\/\d+$/);
    const id = /listing\/(\d+)$/.exec(page.url())![1];

    await expect(page.getByRole('heading', { level: 1, name: 'Convertible pram with bassinet and toddler seat' })).toBeVisible();
    await expect(page.getByText('Used - Like New')).toBeVisible();
    await expect(page.getByText('$450.00')).toBeVisible();
    await expect(page.getByText('Denver, CO')).toBeVisible();
    await expect(page.getByText(/\d+ (day|week)s? ago/)).toBeVisible();
    await expect(page.getByText(`Listing ID: ${id}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seller' })).toContainText('Olivia');
    // the old coach pram shares a word with it (finding.spec.ts checks Similar Items itself)
    await expect(page.getByRole('region', { name: 'Similar Items' }).getByTestId('listing-card')).toContainText(['Vintage-style coach pram, needs new tyres']);
    await expect(page.getByRole('button', { name: 'Contact Seller' })).toBeVisible();

    const thumbs = page.getByRole('button', { name: /^Show photo \d of 3$/ });
    await expect(thumbs).toHaveCount(3);
    await thumbs.nth(2).click();
    await expect(page.getByRole('img', { name: /photo 3 of 3$/ })).toBeVisible();

    await page.getByRole('button', { name: /^Share / }).click();
    const share = page.getByRole('menu', { name: /^Share / });
    await expect(share.getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
    await expect(share.getByRole('menuitem', { name: 'Twitter' })).toBeVisible();
    await expect(share.getByRole('menuitem', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await expect(share.getByRole('menuitem', { name: 'Reddit' })).toHaveCount(0);
    await share.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/marketplace/listing/${id}$`));
  });

  test('a listing without a location reads Unknown; the seller sees Your Listing, disabled', async ({ page }) => {
    await signIn(page, LIAM, '/marketplace?q=vintage%20pram');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByText('Unknown')).toBeVisible();
    await signIn(page, EMMA, '/marketplace?q=compact%20travel%20stroller');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Your Listing' })).toBeDisabled();
  });

  test('an unknown listing explains and returns to the marketplace after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/marketplace/listing/999999');
    await expect(page.getByRole('heading', { name: 'Listing Not Available' })).toBeVisible();
    await expect(page.getByText('This marketplace listing is no longer available or may have been removed by the seller.')).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});

test.describe('create listing', () => {
  test('asks a signed-out visitor to log in', async ({ page }) => {
    await page.goto('/marketplace/create');
    await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  test('checks the form, then creates a listing with a photo and shows it in the marketplace', async ({ page }) => {
    await signIn(page, LIAM, '/marketplace/create');
    await expect(page.getByRole('heading', { name: 'Listing Guidelines' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Please select a category')).toBeVisible();
    await expect(page.getByText('Please select a condition')).toBeVisible();
    await expect(page.getByText('Price must be greater than 0')).toBeVisible();
    await expect(page.getByText('Product name must be at least 3 characters')).toBeVisible();

    const name = `Sturdy oak rocking horse ${Date.now()}`;
    await page.getByLabel('Item Name').fill(name);
    await page.getByLabel('Description').fill('Solid oak, gently used, with a leather saddle and a real horsehair mane.');
    await page.getByLabel('Category').selectOption({ label: 'Toys' });
    await page.getByLabel('Condition').selectOption({ label: 'Used - Good' });
    await page.getByLabel('Price ($)').fill('85.50');
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByLabel('Photos').setInputFiles('database/seeds/photos/listing-teddy-bear-1.jpg');
    await expect(page.getByRole('img', { name: 'Photo 1: listing-teddy-bear-1.jpg' })).toBeVisible();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/products', async (route) => {
      if (route.request().method() === 'POST') await gate;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(page.getByRole('progressbar')).toBeVisible();
    release();

    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Your listing has been created.')).toBeVisible();
    // the seller lands on the new listing's own page
    await expect(page).toHaveURL(/\/marketplace\/listing\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.webp$/);
    await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);
    await page.goto(`/marketplace?q=${encodeURIComponent(name)}`);
    const card = cards(page).filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$85.50');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}-thumb\.webp$/);
    await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveCount(0);
  });

  test('shows the server message in an error toast, or the fallback', async ({ page }) => {
    await signIn(page, LIAM, '/marketplace/create');
    await page.getByLabel('Item Name').fill('Baby gate');
    await page.getByLabel('Description').fill('Pressure fitted, no drilling needed.');
    await page.getByLabel('Category').selectOption({ label: 'Toys' });
    await page.getByLabel('Condition').selectOption({ label: 'New' });
    await page.getByLabel('Price ($)').fill('20');
    await page.getByLabel('Location').fill('Austin, TX');
    await page.route('**/api/products', (route) =>
      route.fulfill({ status: 400, json: { message: 'Location is required', errors: { location: 'Location is required' } } }),
    );
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.locator('.Toastify')).toContainText('Error');
    await expect(page.locator('.Toastify')).toContainText('Location is required');
    await expect(page.locator('#listing-location-error')).toHaveText('Location is required');

    await page.unroute('**/api/products');
    // an answer with no message field: the spec's fallback title stands on its own, over the fallback text
    await page.route('**/api/products', (route) => route.fulfill({ status: 500, body: 'upstream exploded' }));
    await page.getByRole('button', { name: 'Create Listing' }).click();
    const toast = page.locator('#nestly-toast');
    await expect(toast.getByText('Failed to create listing', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to create listing. Please try again.', { exact: true })).toBeVisible();
    await expect(toast.getByText('Error', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/marketplace\/create$/);
  });
});

test('a shared listing link previews with its name, description and photo', async ({ request }) => {
  const [product] = await (await request.get('/api/products?pageSize=1')).json();
  const html = await (await request.get(`/marketplace/listing/${product.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${product.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+" \/>/);
  const missing = await (await request.get('/marketplace/listing/99999999')).text();
  expect(missing).not.toContain('og:title');
});
