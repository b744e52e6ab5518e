import { expect, test } from '../support/test';
import { ADMIN, LIAM, OLIVIA, registerMember } from '../support/accounts';
import { demoMember, sendMessageApi, startConversationApi, uniqueText } from '../support/members';

// Demo members only (registration is rate limited for the whole test server); never Emma as a
// reader, since other specs count her unread messages.

test('a member without conversations sees the empty state linking to the marketplace', async ({ page }) => {
  await registerMember(page, 'New Nora', '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the Marketplace' })).toHaveAttribute('href', '/marketplace');
});

test('the conversation list is newest first within 600px and searches by name', async ({ browser }) => {
  const me = await demoMember(browser, OLIVIA);
  const liam = await demoMember(browser, LIAM);
  const { id } = await startConversationApi(me, liam.user.id);
  const latest = await sendMessageApi(liam, id, uniqueText('Newest message from Liam'));

  await me.page.goto('/messages');
  const rows = me.page.getByTestId('conversation');
  await expect(rows.first()).toContainText(liam.user.name);
  await expect(rows.first()).toContainText(latest.content);
  await expect(rows.first().locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);
  // Emma's conversation with Olivia comes from the demo data
  await expect(rows.filter({ hasText: 'Emma C.' })).toHaveCount(1);
  await expect(me.page.getByRole('list', { name: 'Conversations' })).toHaveCSS('max-height', '600px');

  const search = me.page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('EMMA');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Emma C.');
  await search.fill(liam.user.username);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(liam.user.name);
  await search.fill('nobody here');
  await expect(rows).toHaveCount(0);
  await expect(me.page.getByText('No conversations match "nobody here"')).toBeVisible();
  await me.context.close();
  await liam.context.close();
});

test('a failed load offers Refresh, which loads the list', async ({ browser }) => {
  const member = await demoMember(browser, OLIVIA);
  const listCall = /\/api\/conversations\?/;
  // without the event stream nothing but Refresh loads the list again
  await member.page.route('**/api/events', (route) => route.abort());
  await member.page.route(listCall, (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await member.page.goto('/messages');
  await expect(member.page.getByText('Failed to load conversations. Please try again')).toBeVisible();
  await member.page.unroute(listCall);
  await member.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(member.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await member.context.close();
});

test("a conversation that does not exist, or is someone else's, shows Conversation Not Found", async ({ browser }) => {
  const [a, b, outsider] = [await demoMember(browser, OLIVIA), await demoMember(browser, LIAM), await demoMember(browser, ADMIN)];
  const { id } = await startConversationApi(a, b.user.id);
  for (const path of [`/messages/conversation/${id}`, '/messages/conversation/999999', '/messages/conversation/abc']) {
    await outsider.page.goto(path);
    await expect(outsider.page.getByRole('heading', { name: 'Conversation Not Found' })).toBeVisible();
  }
  await outsider.page.getByRole('link', { name: 'Back to Messages' }).click();
  await expect(outsider.page).toHaveURL(/\/messages$/);
  await Promise.all([a, b, outsider].map((member) => member.context.close()));
});

test('Send is disabled for blank text, and a failed send shows a toast and keeps the text', async ({ browser }) => {
  const [me, other] = [await demoMember(browser, OLIVIA), await demoMember(browser, LIAM)];
  const { id } = await startConversationApi(me, other.user.id);
  await me.page.goto(`/messages/conversation/${id}`);
  const box = me.page.getByRole('textbox', { name: 'Message' });
  const sendButton = me.page.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeDisabled();
  await box.fill('   \n  ');
  await expect(sendButton).toBeDisabled();
  const text = uniqueText('Hello there');
  await box.fill(text);
  await expect(sendButton).toBeEnabled();

  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await me.page.route(`**/api/conversations/${id}/messages`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await gate;
    return route.fulfill({ status: 500, json: { message: 'Internal server error' } });
  });
  await sendButton.click();
  await expect(me.page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(me.page.getByText('Message failed to send')).toBeVisible();
  await expect(box).toHaveValue(text);

  await me.page.unroute(`**/api/conversations/${id}/messages`);
  await box.press('Enter');
  await expect(me.page.getByTestId('own-message').filter({ hasText: text })).toBeVisible();
  await expect(box).toHaveValue('');
  await Promise.all([me, other].map((member) => member.context.close()));
});
