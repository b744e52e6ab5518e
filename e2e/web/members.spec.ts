import type { PublicProfile } from '../../src-shared/types';
import { ADMIN, EMMA, LIAM, signIn } from '../support/accounts';
import { loadAxe } from '../support/axe';
import { waitUntilDrawn } from '../support/drawn';
import { checkLooks } from '../support/looks';
import { expect, test } from '../support/test';

test('a seller card leads to the member page: name, member since, listings, sold count, reply time and Report', async ({ page }) => {
  await loadAxe(page);
  await signIn(page, LIAM, '/marketplace?q=teddy');
  await page.getByTestId('listing-card').first().getByRole('link').click();
  const seller = page.getByRole('region', { name: 'Seller' });
  const sellerName = (await seller.getByRole('link').first().textContent())!;
  await seller.getByRole('link', { name: sellerName }).click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  const id = Number(/\/members\/(\d+)$/.exec(page.url())![1]);
  const member = (await (await page.request.get(`/api/users/${id}`)).json()) as PublicProfile;

  await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(facts.nth(1)).toHaveText(String(member.activeListings));
  await expect(facts.nth(2)).toHaveText(String(member.soldListings));
  await expect(page.getByRole('button', { name: `Report ${sellerName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Listings by ${sellerName}` })).toBeVisible();
  await expect(page.getByTestId('listing-card')).toHaveCount(Math.min(member.activeListings, 12));
  await waitUntilDrawn(page);
  await checkLooks(page, 'member page');
});

test('the conversation header and the admin Users table link to the member page', async ({ page }) => {
  await signIn(page, EMMA, '/messages');
  const conversations = (await (await page.request.get('/api/conversations')).json()) as { id: number; otherUser: { id: number; name: string } }[];
  const conversation = conversations[0]!;
  await page.goto(`/messages/conversation/${conversation.id}`);
  await page.getByRole('heading', { level: 1 }).getByRole('link', { name: conversation.otherUser.name }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${conversation.otherUser.id}$`));

  await signIn(page, ADMIN, '/admin?tab=users');
  const row = page.getByRole('row').filter({ hasText: EMMA.email });
  await row.getByRole('link', { name: 'Emma C.' }).click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emma C.' })).toBeVisible();
});

test('an unknown member page says so', async ({ page }) => {
  await page.goto('/members/999999');
  await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
});
