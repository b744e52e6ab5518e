import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LIAM, OLIVIA } from '../support/accounts';
import { demoMember, readEverything, sendMessageApi, startConversationApi, uniqueText } from '../support/members';

// Liam and Olivia talk here; Emma is left alone, as other specs count her unread messages.
const badge = (page: Page) => page.getByTestId('unread-badge');
const thread = (page: Page) => page.getByTestId('message-thread');

/** The 'About:' line of the run a message is in: the nearest one above it in the thread. */
async function topicOf(page: Page, text: string): Promise<string | null> {
  return thread(page).evaluate((log, wanted) => {
    const items = [...log.querySelectorAll('[data-testid="message-topic"], [data-testid="own-message"], [data-testid="their-message"]')];
    const index = items.findIndex((item) => item.getAttribute('data-testid') !== 'message-topic' && item.textContent!.includes(wanted));
    if (index < 0) throw new Error(`no message ${wanted}`);
    const topic = items
      .slice(0, index)
      .reverse()
      .find((item) => item.getAttribute('data-testid') === 'message-topic');
    return topic?.textContent ?? null;
  }, text);
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread(page).getByTestId('own-message').filter({ hasText: text })).toBeVisible();
}

test('signed out, the messages screens send the visitor to sign in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmessages$/);
  await page.goto('/messages/conversation/1');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmessages%2Fconversation%2F1$/);
});

test('two members talk: the badge, the list and both threads update without reloading', async ({ browser }) => {
  const buyer = await demoMember(browser, OLIVIA);
  const seller = await demoMember(browser, LIAM);
  await readEverything(seller);
  const { id } = await startConversationApi(buyer, seller.user.id);
  const question = uniqueText('Hi Liam, is the stroller still available?');
  const answer = uniqueText('Yes! Come by on Saturday.');

  await buyer.page.goto(`/messages/conversation/${id}`);
  await expect(buyer.page.getByRole('heading', { level: 1, name: seller.user.name })).toBeVisible();
  await send(buyer.page, question);
  await expect(thread(buyer.page).getByRole('heading', { name: 'Today' })).toBeVisible();

  // the seller is on the home page: the badge arrives without a reload
  await expect(badge(seller.page)).toHaveText('1');
  await seller.page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(seller.page).toHaveURL(/\/messages$/);
  const row = seller.page.getByTestId('conversation').filter({ hasText: buyer.user.name });
  await expect(row).toContainText(question);
  await expect(row.getByTestId('conversation-unread')).toHaveText('1 unread');

  await row.click();
  await expect(seller.page).toHaveURL(new RegExp(`/messages/conversation/${id}$`));
  await expect(thread(seller.page).getByTestId('their-message').filter({ hasText: question })).toBeVisible();
  await expect(badge(seller.page)).toHaveCount(0);

  await send(seller.page, answer);
  await expect(thread(buyer.page).getByTestId('their-message').filter({ hasText: answer })).toBeVisible();

  await buyer.context.close();
  await seller.context.close();
});

test('the header badge counts arriving messages up to 9+ and clears when the thread is read', async ({ browser }) => {
  const buyer = await demoMember(browser, OLIVIA);
  const seller = await demoMember(browser, LIAM);
  await readEverything(seller);
  await expect(badge(seller.page)).toHaveCount(0);
  const { id } = await startConversationApi(buyer, seller.user.id);
  for (let i = 1; i <= 9; i += 1) await sendMessageApi(buyer, id, `Question ${i}`);
  await expect(badge(seller.page)).toHaveText('9');
  const last = await sendMessageApi(buyer, id, uniqueText('Question 10'));
  await expect(badge(seller.page)).toHaveText('9+');
  await seller.page.goto(`/messages/conversation/${id}`);
  await expect(thread(seller.page).getByTestId('their-message').filter({ hasText: last.content })).toBeVisible();
  await expect(badge(seller.page)).toHaveCount(0);
  await buyer.context.close();
  await seller.context.close();
});

test('without the event stream, the thread falls back to polling every 10 seconds', async ({ browser }) => {
  const reader = await demoMember(browser, OLIVIA);
  const writer = await demoMember(browser, LIAM);
  const { id } = await startConversationApi(reader, writer.user.id);
  await reader.page.route('**/api/events', (route) => route.abort());
  await reader.page.clock.install();
  await reader.page.goto(`/messages/conversation/${id}`);
  await expect(thread(reader.page)).toBeVisible();
  const text = uniqueText('Sent while your stream was down');
  await sendMessageApi(writer, id, text);
  await reader.page.clock.fastForward('00:11');
  await expect(thread(reader.page).getByTestId('their-message').filter({ hasText: text })).toBeVisible();
  await reader.context.close();
  await writer.context.close();
});

test('Contact Seller on a listing opens the conversation; the seller sees Your Listing and replies live', async ({ browser, page }) => {
  const buyer = await demoMember(browser, OLIVIA);
  const seller = await demoMember(browser, LIAM);
  await readEverything(seller);
  const listings = (await (await seller.page.request.get(`/api/products?seller_id=${seller.user.id}`)).json()) as { id: number; name: string }[];
  const listing = listings[0]!;
  const question = uniqueText('Hello Liam, I love this listing!');
  const answer = uniqueText('Thanks! It is still available.');

  // signed out, Contact Seller leads to sign-in
  await page.goto(`/marketplace/listing/${listing.id}`);
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fmarketplace%2Flisting%2F${listing.id}$`));

  await seller.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(seller.page.getByRole('button', { name: 'Your Listing' })).toBeDisabled();

  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/conversation\/\d+$/);
  await expect(buyer.page.getByTestId('next-topic')).toHaveText(`Your next message is about ${listing.name}`);
  await send(buyer.page, question);
  expect(await topicOf(buyer.page, question)).toBe(`About: ${listing.name}`);

  await expect(badge(seller.page)).toHaveText('1');
  await seller.page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await seller.page.getByTestId('conversation').filter({ hasText: buyer.user.name }).click();
  await expect(thread(seller.page).getByTestId('their-message').filter({ hasText: question })).toBeVisible();
  await send(seller.page, answer);
  await expect(thread(buyer.page).getByTestId('their-message').filter({ hasText: answer })).toBeVisible();
  await buyer.context.close();
  await seller.context.close();
});

test('each message keeps the listing it was sent about when the buyer asks about another one', async ({ browser }) => {
  const buyer = await demoMember(browser, OLIVIA);
  const seller = await demoMember(browser, LIAM);
  const listings = (await (await seller.page.request.get(`/api/products?seller_id=${seller.user.id}&status=active`)).json()) as { id: number; name: string }[];
  expect(listings.length).toBeGreaterThanOrEqual(2);
  const [first, second] = listings as [{ id: number; name: string }, { id: number; name: string }];
  const aboutFirst = uniqueText(`Is the ${first.name} still for sale?`);
  const aboutSecond = uniqueText(`And the ${second.name}?`);

  for (const [listing, text] of [
    [first, aboutFirst],
    [second, aboutSecond],
  ] as const) {
    await buyer.page.goto(`/marketplace/listing/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(buyer.page.getByTestId('next-topic')).toHaveText(`Your next message is about ${listing.name}`);
    await send(buyer.page, text);
  }
  expect(await topicOf(buyer.page, aboutFirst)).toBe(`About: ${first.name}`);
  expect(await topicOf(buyer.page, aboutSecond)).toBe(`About: ${second.name}`);

  await seller.page.goto(buyer.page.url());
  await expect(thread(seller.page).getByTestId('their-message').filter({ hasText: aboutSecond })).toBeVisible();
  expect(await topicOf(seller.page, aboutFirst)).toBe(`About: ${first.name}`);
  expect(await topicOf(seller.page, aboutSecond)).toBe(`About: ${second.name}`);
  await thread(seller.page).getByTestId('message-topic').filter({ hasText: first.name }).last().getByRole('link').click();
  await expect(seller.page).toHaveURL(new RegExp(`/marketplace/listing/${first.id}$`));
  await buyer.context.close();
  await seller.context.close();
});
