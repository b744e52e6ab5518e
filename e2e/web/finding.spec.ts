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
