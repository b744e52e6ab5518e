import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Conversation, Message, User } from '../../src-shared/types';
import { signIn } from './accounts';
import { apiSend } from './api';

export interface Member {
  user: User;
  context: BrowserContext;
  page: Page;
}

/** A demo member signed in through the login screen, in a browser context of their own, on the home page. */
export async function demoMember(browser: Browser, account: { email: string; password: string }): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  const user = (await (await page.request.get('/api/auth/user')).json()) as User;
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

export function startConversationApi(member: Member, recipientId: number, productId?: number): Promise<Conversation> {
  return apiSend<Conversation>(member.page, 'POST', '/api/conversations', { recipient_id: recipientId, product_id: productId });
}

export function sendMessageApi(member: Member, conversationId: number, content: string): Promise<Message> {
  return apiSend<Message>(member.page, 'POST', `/api/conversations/${conversationId}/messages`, { content }, 201);
}

/** Text no earlier test can have sent, so a thread that already has messages still finds this one. */
export function uniqueText(text: string): string {
  return `${text} (${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)})`;
}
