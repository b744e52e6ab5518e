import type { SavedSearch } from '../../src-shared/types';
import { EMMA, LIAM, signIn } from '../support/accounts';
import { loadAxe } from '../support/axe';
import { waitUntilDrawn } from '../support/drawn';
import { createListing, uniqueName } from '../support/listings';
import { checkLooks } from '../support/looks';
import { expect, test } from '../support/test';

test('a member saves a search, sees new matching listings counted in their profile, opens it and deletes it', async ({ page, browser }) => {
  await loadAxe(page);
  await signIn(page, LIAM, '/marketplace?q=stroller&max=200');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('stroller');
  await checkLooks(page, 'save this search dialog');
  const name = uniqueName('Cheap strollers');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(page.getByText('New listings that match it are counted in your profile.')).toBeVisible();
  const saved = ((await (await page.request.get('/api/saved-searches')).json()) as SavedSearch[]).find((search) => search.name === name)!;
  expect(saved.filters).toEqual({ search: 'stroller', max_price: 20000 });

  // another parent lists a matching stroller
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, EMMA);
  await createListing(seller, uniqueName('Lightweight stroller'), { price: 9000 });
  await createListing(seller, uniqueName('Designer stroller'), { price: 90000 });
  await sellerContext.close();

  await page.goto('/profile');
  const row = page.getByTestId('saved-search').filter({ hasText: name });
  await expect(row.getByText('1 new')).toBeVisible();
  await expect(row).toContainText('“stroller”, up to $200.00');
  await waitUntilDrawn(page);
  await checkLooks(page, 'profile with saved searches');

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/marketplace\?q=stroller&max=200$/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/saved-searches')).json()) as SavedSearch[]).find((s) => s.id === saved.id)?.new_count)
    .toBe(0);

  await page.goto('/profile');
  await page.getByRole('button', { name: `Delete saved search ${name}` }).click();
  await expect(page.getByText(`"${name}" is no longer saved.`)).toBeVisible();
  await expect(page.getByTestId('saved-search').filter({ hasText: name })).toHaveCount(0);
});

test('signed out, or without any filter, there is nothing to save', async ({ page }) => {
  await page.goto('/marketplace?q=stroller');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  await signIn(page, LIAM, '/marketplace');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
});
