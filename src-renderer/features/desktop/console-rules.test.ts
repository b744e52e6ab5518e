import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';
import type { LiveEvents } from '../../../src-shared/live-events';
import { CONSOLE_NAV, countText } from './console-nav-items';
import { messageNotification, pendingCountNotification, type ConsoleContext } from './console-notification-rules';
import { isAtRoute, type ConsolePlace } from './console-place';

const place = (url: string): ConsolePlace => {
  const parsed = new URL(url, 'http://127.0.0.1:1');
  return { pathname: parsed.pathname, search: parsed.search };
};
const focusedOn = (url: string): ConsoleContext => ({ isFocused: true, place: place(url) });
const elsewhere = (url: string): ConsoleContext => ({ isFocused: false, place: place(url) });
const current = (url: string) => CONSOLE_NAV.filter((item) => item.isCurrent(place(url))).map((item) => item.label);

describe('console navigation', () => {
  it('lists the console screens in order, each leading to its console route', () => {
    expect(CONSOLE_NAV.map((item) => item.label)).toEqual(['Overview', 'Moderation', 'Blog Posts', 'Reviews', 'Deals', 'Products', 'Users', 'Messages']);
    expect(CONSOLE_NAV.map((item) => item.href)).toEqual([
      '/admin?tab=overview',
      '/admin?tab=moderation',
      '/admin?tab=content&section=blogs',
      '/admin?tab=content&section=reviews',
      '/admin?tab=content&section=deals',
      '/admin?tab=content&section=products',
      '/admin?tab=users',
      '/messages',
    ]);
  });

  it('marks exactly the screen the window shows', () => {
    expect(current('/admin')).toEqual(['Overview']);
    expect(current('/admin?tab=overview')).toEqual(['Overview']);
    expect(current('/admin?tab=moderation')).toEqual(['Moderation']);
    expect(current('/admin?section=reviews&tab=content&page=2')).toEqual(['Reviews']);
    expect(current('/admin?tab=content')).toEqual([]);
    expect(current('/messages/conversation/12')).toEqual(['Messages']);
    expect(current('/admin/blog/create')).toEqual([]);
    expect(current('/blog')).toEqual([]);
  });

  it('matches a route by path and every parameter it names', () => {
    expect(isAtRoute(CONSOLE_ROUTES.users, { pathname: '/admin', search: 'tab=users' })).toBe(true);
    expect(isAtRoute(CONSOLE_ROUTES.users, { pathname: '/admin/', search: '?tab=users' })).toBe(false);
    expect(isAtRoute(CONSOLE_ROUTES.users, { pathname: '/admin', search: '?tab=user' })).toBe(false);
  });

  it('shows large counts short', () => {
    expect(countText(3)).toBe('3');
    expect(countText(999)).toBe('999');
    expect(countText(1000)).toBe('999+');
  });
});

describe('console notifications: the moderation queue', () => {
  it('tells the admin when the queue grows', () => {
    expect(pendingCountNotification(2, 3, elsewhere('/admin?tab=users'))).toEqual({
      title: 'New item to moderate',
      body: '3 items wait in the moderation queue.',
      path: '/admin?tab=moderation',
    });
    expect(pendingCountNotification(0, 1, focusedOn('/admin?tab=users'))).toEqual({
      title: 'New item to moderate',
      body: '1 item waits in the moderation queue.',
      path: CONSOLE_ROUTES.moderationQueue,
    });
    expect(pendingCountNotification(1, 4, elsewhere(CONSOLE_ROUTES.moderationQueue))?.title).toBe('3 new items to moderate');
  });

  it('stays quiet at the first count, when the queue shrinks or stays, and while the admin looks at it', () => {
    expect(pendingCountNotification(null, 5, elsewhere('/admin'))).toBeNull();
    expect(pendingCountNotification(5, 4, elsewhere('/admin'))).toBeNull();
    expect(pendingCountNotification(5, 5, elsewhere('/admin'))).toBeNull();
    expect(pendingCountNotification(1, 2, focusedOn(CONSOLE_ROUTES.moderationQueue))).toBeNull();
  });
});

describe('console notifications: messages', () => {
  const event = (senderId: number, conversationId = 9): LiveEvents['message'] => ({
    conversationId,
    message: {
      id: 1,
      conversation_id: conversationId,
      sender_id: senderId,
      content: 'Is the stroller still for sale?',
      status: 'unread',
      created_at: '2026-11-23T10:00:00Z',
      product_id: null,
      product: null,
    },
  });

  it("tells the member about someone else's message", () => {
    expect(messageNotification(event(5), 1, focusedOn('/admin?tab=moderation'))).toEqual({
      title: 'New message',
      body: 'Is the stroller still for sale?',
      path: '/messages/conversation/9',
    });
    expect(messageNotification(event(5), 1, elsewhere('/messages/conversation/9'))).not.toBeNull();
    expect(messageNotification(event(5), 1, focusedOn('/messages/conversation/8'))).not.toBeNull();
  });

  it('stays quiet for their own messages and while the conversation or the list is on the focused screen', () => {
    expect(messageNotification(event(1), 1, elsewhere('/admin'))).toBeNull();
    expect(messageNotification(event(5), 1, focusedOn('/messages/conversation/9'))).toBeNull();
    expect(messageNotification(event(5), 1, focusedOn('/messages'))).toBeNull();
  });
});
