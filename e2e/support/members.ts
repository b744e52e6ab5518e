import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Conversation, Message, User } from '../../src-shared/types';
import { uniqueEmail } from './accounts';

export interface Member {
  user: User;
  context: BrowserContext;
  page: Page;
}

/** State-changing calls must carry our own Origin, as a browser's fetch would. */
function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** A fresh member in their own browser context, signed in through the API and looking at the home page. */
export async function newMember(browser: Browser, displayName: string): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const response = await page.request.post('/api/register', {
    headers: { Origin: originOf(page) },
    data: { email: uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '')), password: 'sleepless-nights', displayName },
  });
  expect(response.status()).toBe(201);
  const user = (await response.json()) as User;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return { user, context, page };
}

export async function startConversationApi(member: Member, recipientId: number, productId?: number): Promise<Conversation> {
  const response = await member.page.request.post('/api/conversations', {
    headers: { Origin: originOf(member.page) },
    data: { recipient_id: recipientId, product_id: productId },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Conversation;
}

export async function sendMessageApi(member: Member, conversationId: number, content: string): Promise<Message> {
  const response = await member.page.request.post(`/api/conversations/${conversationId}/messages`, {
    headers: { Origin: originOf(member.page) },
    data: { content },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Message;
}
