import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerMember } from '../support/accounts';

const toast = (page: Page) => page.locator('.Toastify');

test('signed out, the card heart asks to sign in and /profile/favorites invites to sign in', async ({ page }) => {
  await page.goto('/marketplace');
  await page.getByTestId('listing-card').first().getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page)).toContainText('Sign in required');
  await expect(toast(page)).toContainText('Please sign in to save items to your favorites');

  await page.goto('/profile/favorites');
  await expect(page.getByRole('heading', { name: 'Sign In to View Favorites' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login?next=%2Fprofile%2Ffavorites');
});

test('signed in, a favourite from a card and from the listing page appears on /profile/favorites and can be removed', async ({ page }) => {
  // a tag in the address (a newsletter link) does not make the empty list read as filtered
  await registerMember(page, 'Fav Tester', '/profile/favorites?utm_source=newsletter');
  await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible();
  await expect(page.getByText('Tap the heart on any listing to save it here.')).toBeVisible();

  await page.goto('/marketplace?q=teddy');
  const teddy = page.getByTestId('listing-card').filter({ hasText: 'Classic teddy bear' });
  await teddy.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toast(page)).toContainText('Added to favorites');
  await expect(teddy.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await page.goto('/marketplace?q=wooden%20train');
  await page.getByTestId('listing-card').first().getByRole('link').click();
  // the listing's own button, not those of the cards under Similar Items
  const ownButton = (name: string) => page.getByRole('button', { name }).and(page.locator(':not([data-testid="listing-card"] *)'));
  await ownButton('Add to favorites').click();
  await expect(toast(page)).toContainText('Added to favorites');
  await expect(ownButton('Remove from favorites')).toBeVisible();

  await page.goto('/profile/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  const favourites = page.getByTestId('listing-card');
  await expect(favourites).toHaveCount(2);
  await expect(favourites.first()).toContainText('Wooden train set');

  await favourites.filter({ hasText: 'Classic teddy bear' }).getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(toast(page)).toContainText('Removed from favorites');
  await expect(favourites).toHaveCount(1);
});

test('a failed update says Could not update favorites; an ended session goes to sign in', async ({ page }) => {
  await registerMember(page, 'Fav Tester', '/marketplace');
  const heart = page.getByTestId('listing-card').first().getByRole('button', { name: 'Add to favorites' });

  await page.route('**/api/favorites', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await heart.click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Could not update favorites');

  await page.unroute('**/api/favorites');
  await page.route('**/api/favorites', (route) => route.fulfill({ status: 401, json: { message: 'Must be logged in to save favorites' } }));
  await heart.click();
  await expect(page).toHaveURL(/\/auth\/login(\?next=.+)?$/);
});
