import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';
import { adminHref, adminPlace, cutTitle } from './admin-place';

describe('adminPlace', () => {
  it('reads the tab and the content section from the address', () => {
    expect(adminPlace('?tab=content&section=deals')).toEqual({ tab: 'content', section: 'deals' });
    expect(adminPlace('tab=moderation')).toEqual({ tab: 'moderation', section: 'blogs' });
  });

  it('falls back to the overview and blog posts for unknown or missing values', () => {
    expect(adminPlace('')).toEqual({ tab: 'overview', section: 'blogs' });
    expect(adminPlace('?tab=secrets&section=passwords')).toEqual({ tab: 'overview', section: 'blogs' });
  });

  it('builds the addresses the desktop console links to', () => {
    expect(adminHref('moderation')).toBe(CONSOLE_ROUTES.moderationQueue);
    expect(adminHref('users')).toBe(CONSOLE_ROUTES.users);
    expect(adminHref('content', 'reviews')).toBe('/admin?tab=content&section=reviews');
    expect(adminPlace(CONSOLE_ROUTES.moderationQueue.split('?')[1] ?? '').tab).toBe('moderation');
  });
});

describe('cutTitle', () => {
  it('keeps titles of up to 50 characters and cuts longer ones at 50', () => {
    const fifty = 'x'.repeat(50);
    expect(cutTitle(fifty)).toBe(fifty);
    expect(cutTitle(`${fifty}y`)).toBe(`${fifty}...`);
  });
});
