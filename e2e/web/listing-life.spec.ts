import type { Page } from '@playwright/test';
import type { Product } from '../../src-shared/types';
import { EMMA, LIAM, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { loadAxe } from '../support/axe';
import { waitUntilDrawn } from '../support/drawn';
import { checkLooks } from '../support/looks';
import { createListing, uniqueName } from '../support/listings';
import { expect, test } from '../support/test';

const productOf = async (page: Page, id: number) => (await (await page.request.get(`/api/products/${id}`)).json()) as Product;

test.describe("a listing's life", () => {
  test('the seller marks it reserved, then sold; buyers see the badges, and a sold one loses Contact Seller', async ({ page, browser }) => {
    await loadAxe(page);
    await signIn(page, LIAM);
    const name = uniqueName('Bamboo high chair');
    const listing = await createListing(page, name);

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await loadAxe(buyer);
    await signIn(buyer, EMMA);
    await apiSend(buyer, 'POST', '/api/favorites', { product_id: listing.id }, 201);

    await page.goto(`/marketplace/listing/${listing.id}`);
    await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as Reserved' }).click();
    await expect(page.getByText('Your listing is marked reserved. Buyers can still contact you.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Reserved', { exact: true })).toBeVisible();
    await waitUntilDrawn(page);
    await checkLooks(page, 'own reserved listing');

    await buyer.goto(`/marketplace?q=${encodeURIComponent(name)}`);
    const card = buyer.getByTestId('listing-card').filter({ hasText: name });
    await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
    await card.getByRole('link').click();
    await expect(buyer.getByRole('button', { name: 'Contact Seller' })).toBeEnabled();

    await page.getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(page.getByText('This item has been sold.')).toBeVisible();
    expect((await productOf(page, listing.id)).status).toBe('sold');

    await buyer.reload();
    await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(buyer.getByRole('main').getByText('Sold', { exact: true })).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);
    await waitUntilDrawn(buyer);
    await checkLooks(buyer, 'sold listing, as a buyer');

    await buyer.goto(`/marketplace?q=${encodeURIComponent(name)}`);
    await expect(buyer.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await buyer.goto('/profile/favorites');
    const favorite = buyer.getByTestId('listing-card').filter({ hasText: name });
    await expect(favorite.getByText('Sold', { exact: true })).toBeVisible();
    await waitUntilDrawn(buyer);
    await checkLooks(buyer, 'favourites with a sold listing');

    await page.getByRole('button', { name: 'Mark as Available' }).click();
    await expect(page.getByText('Your listing is available again.')).toBeVisible();
    await buyer.goto(`/marketplace?q=${encodeURIComponent(name)}`);
    await expect(buyer.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();
    await buyerContext.close();
  });

  test('My Listings sets the status from each row', async ({ page }) => {
    await signIn(page, LIAM);
    const name = uniqueName('Wooden stacking rings');
    const listing = await createListing(page, name);
    await page.goto(`/profile/listings?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('my-listing-row').filter({ hasText: name });
    await row.getByRole('combobox', { name: `Status of ${name}` }).selectOption('reserved');
    const statusCell = row.getByRole('cell').nth(3);
    await expect(statusCell).toHaveText('Reserved');
    expect((await productOf(page, listing.id)).status).toBe('reserved');
    await row.getByRole('combobox', { name: `Status of ${name}` }).selectOption('sold');
    await expect(statusCell).toHaveText('Sold');
  });

  test('the seller adds, removes and reorders photos after posting and picks the cover', async ({ page }) => {
    await loadAxe(page);
    await signIn(page, LIAM);
    const name = uniqueName('Rainbow play mat');
    const form = page.request.post('/api/products', {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        name,
        description: 'Soft padded mat with hanging toys, machine washable.',
        price: '3000',
        condition: 'good',
        location: 'Austin, TX',
        category_id: String(((await (await page.request.get('/api/categories')).json()) as { id: number }[])[0]!.id),
        images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await readPhoto('listing-teddy-bear-1.jpg') },
      },
    });
    const created = (await (await form).json()) as Product;
    const [firstUrl] = created.images.map((image) => image.url);

    await page.goto(`/profile/listings?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
    await expect(dialog.getByTestId('picked-photo')).toHaveCount(1);
    await expect(dialog.getByTestId('picked-photo').first().getByText('Cover')).toBeVisible();
    await dialog.getByLabel('Photos').setInputFiles(['database/seeds/photos/listing-teddy-bear-2.jpg', 'database/seeds/photos/listing-alphabet-blocks-1.jpg']);
    await expect(dialog.getByTestId('picked-photo')).toHaveCount(3);
    await expect(dialog.getByRole('img', { name: 'Photo 2: listing-teddy-bear-2.jpg' })).toBeVisible();
    await checkLooks(page, 'edit dialog with photos');
    await dialog.getByRole('button', { name: 'Make photo 2 the cover' }).click();
    await expect(dialog.getByTestId('picked-photo').first()).toContainText('listing-teddy-bear-2.jpg');
    await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect(dialog.getByTestId('picked-photo')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your listing has been saved.')).toBeVisible();

    // the new upload became the cover, the first photo moved second, the third was never kept
    const saved = await productOf(page, created.id);
    expect(saved.images).toHaveLength(2);
    expect(saved.images[0]!.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(saved.image).toBe(saved.images[0]!.url);
    expect(saved.images[1]!.url).toBe(firstUrl);
  });
});

async function readPhoto(file: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(`database/seeds/photos/${file}`);
}
