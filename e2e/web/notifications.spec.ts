import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LIAM, OLIVIA, registerMember } from '../support/accounts';
import { demoMember, sendMessageApi, startConversationApi, uniqueText, type Member } from '../support/members';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

/** A member registered for this test, in a browser context of their own, on the home page. */
async function newMember(browser: Browser): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerMember(page, 'Bell Tester');
  return { user, context, page };
}

test('signed out, /notifications sends the visitor to sign in and there is no bell', async ({ page }) => {
  await page.goto('/');
  await expect(bell(page)).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fnotifications$/);
});

test('a new message rings the bell without a reload; the notification opens the conversation and is read', async ({ browser }) => {
  const sender = await demoMember(browser, OLIVIA);
  const recipient = await newMember(browser);
  await expect(bell(recipient.page)).toHaveAccessibleName('Notifications');
  const { id } = await startConversationApi(sender, recipient.user.id);
  await sendMessageApi(sender, id, uniqueText('Is the crib still available?'));

  await expect(bell(recipient.page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(recipient.page.getByTestId('notification-badge')).toHaveText('1');
  await bell(recipient.page).click();
  await expect(recipient.page).toHaveURL(/\/notifications$/);
  await expect(recipient.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(recipient.page.getByText('1 unread')).toBeVisible();
  const item = recipient.page.getByRole('link', { name: `Unread: New message from ${sender.user.name}` });
  await item.click();
  await expect(recipient.page).toHaveURL(new RegExp(`/messages/conversation/${id}$`));
  await expect(bell(recipient.page)).toHaveAccessibleName('Notifications');
});

test('Mark all as read empties the bell', async ({ browser }) => {
  const recipient = await newMember(browser);
  for (const account of [OLIVIA, LIAM]) {
    const sender = await demoMember(browser, account);
    const { id } = await startConversationApi(sender, recipient.user.id);
    await sendMessageApi(sender, id, uniqueText('Hello'));
  }
  await recipient.page.goto('/notifications');
  await expect(recipient.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(2);
  await expect(bell(recipient.page)).toHaveAccessibleName('Notifications, 2 unread');
  await recipient.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(recipient.page.getByText('You are all caught up.')).toBeVisible();
  await expect(bell(recipient.page)).toHaveAccessibleName('Notifications');
});
