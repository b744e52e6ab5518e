import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS } from '../../src-shared/desktop/bridge';
import { notificationPath, notificationText } from './notification-text';

describe('notification text', () => {
  it('passes ordinary text through', () => {
    expect(notificationText('New comment', 'Emma on "Sleep tips"')).toEqual({ title: 'New comment', body: 'Emma on "Sleep tips"' });
    expect(notificationText('Title only', undefined)).toEqual({ title: 'Title only', body: '' });
  });

  it('cuts long texts to the limits and drops control characters', () => {
    const shown = notificationText('t'.repeat(1000), `line one\nline\u0000two\u0007 ${'b'.repeat(5000)}`)!;
    expect(shown.title.length).toBe(NOTIFICATION_LIMITS.title);
    expect(shown.title.endsWith('…')).toBe(true);
    expect(shown.body.length).toBe(NOTIFICATION_LIMITS.body);
    expect(shown.body.startsWith('line one line two ')).toBe(true);
  });

  it('refuses what is not text, and an empty title', () => {
    expect(notificationText(42, 'x')).toBeNull();
    expect(notificationText('ok', { toString: () => 'x' })).toBeNull();
    expect(notificationText(' \n\t', 'x')).toBeNull();
    expect(notificationText(['a'], 'x')).toBeNull();
  });

  it("opens only a path of the console's own server when clicked", () => {
    expect(notificationPath(undefined)).toBeUndefined();
    expect(notificationPath('/admin?tab=moderation')).toBe('/admin?tab=moderation');
    expect(notificationPath('/messages/conversation/12')).toBe('/messages/conversation/12');
    expect(notificationPath('/a/../admin')).toBe('/admin');
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'admin',
      '/a\nb',
      `/${'a'.repeat(3000)}`,
      42,
      null,
    ]) {
      expect(notificationPath(value), String(value)).toBeNull();
    }
  });
});
