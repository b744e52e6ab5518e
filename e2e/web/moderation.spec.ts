import type { Browser, Page } from '@playwright/test';
import type { Category, Product, QueueItem } from '../../src-shared/types';
import { ADMIN, EMMA, LIAM, OLIVIA, registerMember, signIn } from '../support/accounts';
import { apiSend } from '../support/api';
import { expectNoSeriousA11yViolations, sidewaysOverflow } from '../support/axe';
import { everyFrameUntil } from '../support/drawn';
import { demoMember, uniqueText } from '../support/members';
import { expect, test } from '../support/test';

const HIDDEN = 'Hidden while a moderator reviews reports';

/** The screen as it is, on a phone in the dark and on a desk in the light: no serious axe violation, no sideways scroll. */
async function expectSoundLooks(page: Page): Promise<void> {
  for (const look of [
    { width: 360, colorScheme: 'dark' as const },
    { width: 1280, colorScheme: 'light' as const },
  ]) {
    await page.setViewportSize({ width: look.width, height: 800 });
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${look.colorScheme}\\b`));
    await everyFrameUntil(page, 'the colour transitions ended', () => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
    await expectNoSeriousA11yViolations(page);
    expect(await sidewaysOverflow(page), `${look.colorScheme}, ${look.width}px`).toEqual([]);
  }
}

async function createListing(page: Page, name: string): Promise<Product> {
  const [category] = (await (await page.request.get('/api/categories')).json()) as Category[];
  const body = {
    name,
    description: 'Made by a browser test, in good shape.',
    category_id: category!.id,
    condition: 'good',
    price: 4500,
    location: 'Denver, CO',
  };
  return apiSend<Product>(page, 'POST', '/api/products', body, 201);
}

/** The demo parents (members for months, each selling something) report the listing, each from an address of their own. */
async function reportByDemoParents(browser: Browser, listingId: number, details: string) {
  for (const [index, account] of [EMMA, LIAM, OLIVIA].entries()) {
    const member = await demoMember(browser, account);
    const response = await member.page.request.post('/api/reports', {
      data: { targetType: 'product', targetId: listingId, reason: 'scam', details },
      headers: { Origin: new URL(member.page.url()).origin, 'X-Forwarded-For': `198.51.100.${index + 1}` },
    });
    expect(response.status()).toBe(201);
    await member.context.close();
  }
}

test('reports that hide a listing: the seller is told, the moderator reads them, removes, undoes and removes by key', async ({ page, browser }) => {
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await registerMember(seller, 'Quick Seller');
  const listing = await createListing(seller, uniqueText('Designer pram'));
  await reportByDemoParents(browser, listing.id, 'Asked me to pay by gift card');

  // the seller sees why on the listing page and in My Listings
  await seller.goto(`/marketplace/listing/${listing.id}`);
  await expect(seller.getByRole('status').filter({ hasText: HIDDEN })).toBeVisible();
  await expectSoundLooks(seller);
  await seller.goto('/profile/listings');
  const row = seller.getByTestId('my-listing-row').filter({ hasText: listing.name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(HIDDEN);
  await expectSoundLooks(seller);

  await signIn(page, ADMIN, '/admin?tab=moderation');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await expect(item).toHaveAccessibleName(`Reported listing: ${listing.name}`);
  // hidden items come first
  await expect(page.locator('[data-queue-row]').first()).toHaveAccessibleName(`Reported listing: ${listing.name}`);
  const reports = item.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('listitem')).toHaveCount(3);
  await expect(reports.getByRole('listitem').first()).toContainText('“Asked me to pay by gift card”');
  await expect(reports.getByRole('listitem').first()).toContainText(/member since .+ · no past reports decided|past report/);
  await expectSoundLooks(page);

  await item.getByRole('button', { name: 'Remove', exact: true }).click();
  const toast = page.locator('#nestly-toast');
  await expect(toast).toContainText('Item removed');
  await expect(item).toHaveCount(0);
  // the toast may still be sliding in on a busy machine, and it closes after 5 s: the click does not wait for it to settle
  const undo = toast.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await undo.dispatchEvent('click');
  await expect(toast).toContainText('Decision undone');
  await expect(item).toBeVisible();

  // the keys stay: R removes the focused item
  await item.focus();
  await page.keyboard.press('r');
  await expect(toast).toContainText('Item removed');
  await expect(item).toHaveCount(0);

  await seller.goto('/profile/listings');
  await expect(row).toContainText('Removed by a moderator after reports');
  await sellerContext.close();

  const decided = (await (await page.request.get('/api/admin/queue?status=closed')).json()) as QueueItem[];
  expect(decided.find((entry) => entry.targetId === listing.id)?.decision?.action).toBe('reject');
});
