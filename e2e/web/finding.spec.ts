import type { Page } from '@playwright/test';
import type { Product } from '../../src-shared/types';
import { loadAxe } from '../support/axe';
import { waitUntilDrawn } from '../support/drawn';
import { checkLooks } from '../support/looks';
import { expect, test } from '../support/test';

const cards = (page: Page) => page.getByTestId('listing-card');

/** The id of the demo listing with this exact name. */
async function listingId(page: Page, name: string): Promise<number> {
  const found = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as Product[];
  return found.find((product) => product.name === name)!.id;
}

test.describe('similar items', () => {
  test('a listing shows listings of its category sharing a title word, nearest price first, never itself', async ({ page }) => {
    await loadAxe(page);
    await page.goto('/');
    const id = await listingId(page, 'All-terrain jogging stroller');
    const similar = (await (await page.request.get(`/api/products/${id}/similar`)).json()) as Product[];
    expect(similar.map((product) => product.name).sort()).toEqual(['Compact travel stroller with carry bag', 'Side-by-side double stroller']);

    await page.goto(`/marketplace/listing/${id}`);
    const section = page.getByRole('region', { name: 'Similar Items' });
    await expect(section.getByTestId('listing-card')).toHaveCount(2);
    await expect(section.getByTestId('listing-card').first()).toContainText(similar[0]!.name);
    await expect(section.getByText('More items coming soon!')).toHaveCount(0);
    await waitUntilDrawn(page);
    await checkLooks(page, 'listing with similar items');
  });

  test('a listing with nothing like it keeps the placeholder text', async ({ page }) => {
    await page.goto('/');
    const id = await listingId(page, 'Handmade felt cot mobile');
    await page.goto(`/marketplace/listing/${id}`);
    await expect(page.getByRole('region', { name: 'Similar Items' }).getByText('More items coming soon!')).toBeVisible();
  });
});

test('phones show two columns of cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace');
  await expect(cards(page).nth(1)).toBeVisible();
  const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
});

/** The price on each card, in cents, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')) * 100));
}

test.describe('finding things on the marketplace', () => {
  test('sort and price filters sit on /marketplace, stay in the address, and explain a minimum above the maximum', async ({ page }) => {
    await loadAxe(page);
    await page.goto('/marketplace');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price_low/);
    await expect(cards(page).first()).toBeVisible();
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByLabel('Min Price ($)').fill('20');
    await page.getByLabel('Max Price ($)').fill('60');
    await expect(page).toHaveURL(/min=20&max=60/);
    await expect(cards(page).first()).toBeVisible();
    for (const price of await cardPrices(page)) expect(price >= 2000 && price <= 6000).toBe(true);

    await page.reload();
    await expect(page.getByLabel('Min Price ($)')).toHaveValue('20');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_low');

    await page.getByLabel('Min Price ($)').fill('90');
    await expect(page).toHaveURL(/min=90/);
    await expect(page.getByText('The minimum price is above the maximum, so no listing can match.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await waitUntilDrawn(page);
    await checkLooks(page, 'marketplace with the price range hint');
  });

  test('a misspelt search offers “Did you mean”, and the search clears in one tap', async ({ page }) => {
    await loadAxe(page);
    await page.goto('/marketplace?q=strolller');
    await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await expect(page.getByText('Did you mean “stroller”?')).toBeVisible();
    await waitUntilDrawn(page);
    await checkLooks(page, 'marketplace with a suggestion');
    await page.getByRole('button', { name: '“stroller”' }).click();
    await expect(page).toHaveURL(/\?q=stroller$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toHaveCount(0);
  });

  test('a search with no close word offers nothing', async ({ page }) => {
    await page.goto('/marketplace?q=harpsichord');
    await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });
});
