import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Conversation, Message, User } from '../../src-shared/types';
import { signIn, uniqueEmail } from './accounts';

export interface Member {
  user: User;
  context: BrowserContext;
  page: Page;
}

/** State-changing calls must carry our own Origin, as a browser's fetch would. */
function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** A demo member signed in through the login screen, in a browser context of their own, on the home page. */
export async function demoMember(browser: Browser, account: { email: string; password: string }): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  const user = (await (await page.request.get('/api/auth/user')).json()) as User;
  return { user, context, page };
}

/**
 * A brand-new member, for screens that need someone without any conversation. Registration is
 * rate limited per address for the whole test server, so use this sparingly.
 */
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

/** Reads every conversation with unread messages, so the member's badge starts this test at 0. */
export async function readEverything(member: Member): Promise<void> {
  const conversations = (await (await member.page.request.get('/api/conversations')).json()) as Conversation[];
  for (const conversation of conversations.filter((c) => c.unreadCount > 0)) {
    expect((await member.page.request.get(`/api/conversations/${conversation.id}/messages`)).ok()).toBe(true);
  }
  expect(await (await member.page.request.get('/api/messages/unread-count')).json()).toEqual({ count: 0 });
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

/** Text no earlier test can have sent, so a thread that already has messages still finds this one. */
export function uniqueText(text: string): string {
  return `${text} (${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)})`;
}
