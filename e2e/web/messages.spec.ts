import { expect, test, type Page } from '@playwright/test';
import { LIAM, signIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { newMember, sendMessageApi, startConversationApi } from '../support/members';

const badge = (page: Page) => page.getByTestId('unread-badge');
const thread = (page: Page) => page.getByTestId('message-thread');

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread(page).getByTestId('own-message').filter({ hasText: text })).toBeVisible();
}

/** The marketplace builds the listing page; until it exists, /marketplace/listing/{id} is the 404 screen. */
async function hasListingPage(page: Page): Promise<boolean> {
  await page.goto('/marketplace/listing/1');
  await expect(page.locator('main')).toBeVisible();
  return (await page.getByRole('heading', { name: '404 Page Not Found' }).count()) === 0;
}

test('signed out, the messages screens send the visitor to sign in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/messages/conversation/1');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('two members talk: the badge, the list and both threads update without reloading', async ({ browser }) => {
  const buyer = await newMember(browser, 'Buyer Bea');
  const seller = await newMember(browser, 'Seller Sam');
  const { id } = await startConversationApi(buyer, seller.user.id);

  await buyer.page.goto(`/messages/conversation/${id}`);
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Seller Sam' })).toBeVisible();
  await expect(buyer.page.getByText('No messages yet. Say hello to Seller Sam!')).toBeVisible();
  await send(buyer.page, 'Hi Sam, is the crib still available?');
  await expect(thread(buyer.page).getByRole('heading', { name: 'Today' })).toBeVisible();

  // the seller is on the home page: the badge arrives without a reload
  await expect(badge(seller.page)).toHaveText('1');
  await seller.page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(seller.page).toHaveURL(/\/messages$/);
  const row = seller.page.getByTestId('conversation');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Buyer Bea');
  await expect(row).toContainText('Hi Sam, is the crib still available?');
  await expect(row.getByTestId('conversation-unread')).toHaveText('1 unread');

  await row.click();
  await expect(seller.page).toHaveURL(new RegExp(`/messages/conversation/${id}$`));
  await expect(thread(seller.page).getByTestId('their-message')).toHaveText(/Hi Sam, is the crib still available\?/);
  await expect(badge(seller.page)).toHaveCount(0);

  await send(seller.page, 'Yes! Come by on Saturday.');
  await expect(thread(buyer.page).getByTestId('their-message')).toHaveText(/Yes! Come by on Saturday\./);

  await buyer.context.close();
  await seller.context.close();
});

test('the header badge counts arriving messages up to 9+ and clears when the thread is read', async ({ browser }) => {
  const buyer = await newMember(browser, 'Busy Buyer');
  const seller = await newMember(browser, 'Quiet Seller');
  const { id } = await startConversationApi(buyer, seller.user.id);
  for (let i = 1; i <= 9; i += 1) await sendMessageApi(buyer, id, `Question ${i}`);
  await expect(badge(seller.page)).toHaveText('9');
  await sendMessageApi(buyer, id, 'Question 10');
  await expect(badge(seller.page)).toHaveText('9+');
  await seller.page.goto(`/messages/conversation/${id}`);
  await expect(thread(seller.page).getByTestId('their-message')).toHaveCount(10);
  await expect(badge(seller.page)).toHaveCount(0);
  await buyer.context.close();
  await seller.context.close();
});

test('without the event stream, the thread falls back to polling every 10 seconds', async ({ browser }) => {
  const buyer = await newMember(browser, 'Offline Olly');
  const seller = await newMember(browser, 'Polling Pat');
  const { id } = await startConversationApi(buyer, seller.user.id);
  await buyer.page.route('**/api/events', (route) => route.abort());
  await buyer.page.clock.install();
  await buyer.page.goto(`/messages/conversation/${id}`);
  await expect(buyer.page.getByText('No messages yet. Say hello to Polling Pat!')).toBeVisible();
  await sendMessageApi(seller, id, 'Sent while your stream was down');
  await buyer.page.clock.fastForward('00:11');
  await expect(thread(buyer.page).getByTestId('their-message')).toHaveText(/Sent while your stream was down/);
  await buyer.context.close();
  await seller.context.close();
});

test('Contact Seller on a listing opens the conversation; the seller sees Your Listing and replies live', async ({ browser, page }) => {
  test.skip(!(await hasListingPage(page)), 'listing detail page not built yet');
  const buyer = await newMember(browser, 'Listing Buyer');
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, LIAM);
  const liam = await (await sellerPage.request.get('/api/auth/user')).json() as { id: number };
  const listings = await (await sellerPage.request.get(`/api/products?seller_id=${liam.id}`)).json() as { id: number; name: string }[];
  const listing = listings[0]!;
  const unreadBefore = (await (await sellerPage.request.get('/api/messages/unread-count')).json() as { count: number }).count;

  // signed out, Contact Seller leads to sign-in
  await page.goto(`/marketplace/listing/${listing.id}`);
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await sellerPage.goto(`/marketplace/listing/${listing.id}`);
  await expect(sellerPage.getByRole('button', { name: 'Your Listing' })).toBeDisabled();

  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/conversation\/\d+$/);
  await expect(buyer.page.getByRole('link', { name: `About: ${listing.name}` })).toBeVisible();
  await send(buyer.page, 'Hello Liam, I love this listing!');

  const unreadAfter = unreadBefore + 1;
  await expect(badge(sellerPage)).toHaveText(unreadAfter > 9 ? '9+' : String(unreadAfter));
  await sellerPage.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
  await sellerPage.getByTestId('conversation').filter({ hasText: 'Listing Buyer' }).click();
  await expect(thread(sellerPage).getByTestId('their-message')).toHaveText(/Hello Liam, I love this listing!/);
  await send(sellerPage, 'Thanks! It is still available.');
  await expect(thread(buyer.page).getByTestId('their-message')).toHaveText(/Thanks! It is still available\./);
  await buyer.context.close();
  await sellerContext.close();
});
