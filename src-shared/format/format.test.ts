import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney } from './money';
import { formatRelativeTime } from './relative-time';
import { excerpt, stripMarkup, truncate } from './text';
import { initials } from './initials';
import { displayNameFromEmail, shownName } from './names';
import { CONDITION_LABELS } from './conditions';
import { formatDate } from './dates';

describe('money', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [1250, '$12.50'],
    [123456, '$1234.56'],
    [-500, '-$5.00'],
  ])('%i cents shows as %s', (cents, text) => expect(formatMoney(cents)).toBe(text));

  it('shows $0.00 for a missing amount', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('converts dollars typed in a form to integer cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });
});

describe('relative time', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says recently without a date', () => {
    expect(formatRelativeTime(null, now)).toBe('recently');
    expect(formatRelativeTime(undefined, now)).toBe('recently');
    expect(formatRelativeTime('not a date', now)).toBe('recently');
  });

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [7200, '2 hours ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [6 * 86_400, '6 days ago'],
    [7 * 86_400, '1 week ago'],
    [27 * 86_400, '3 weeks ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('moves from weeks to 30-day months at 4 weeks, and to 365-day years at 12 months', () => {
    expect(formatRelativeTime(ago(28 * 86_400), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(30 * 86_400), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(60 * 86_400), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(359 * 86_400), now)).toBe('11 months ago');
    expect(formatRelativeTime(ago(360 * 86_400), now)).toBe('1 year ago');
    expect(formatRelativeTime(ago(365 * 86_400), now)).toBe('1 year ago');
    expect(formatRelativeTime(ago(3 * 365 * 86_400), now)).toBe('3 years ago');
  });

  it('treats a future date as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
  });
});

describe('text', () => {
  it('truncates only past the limit, adding ...', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
    expect(truncate('', 3)).toBe('');
    expect(truncate(null, 3)).toBe('');
  });

  it('strips markup and decodes entities', () => {
    expect(stripMarkup('<p>Hello <strong>there</strong></p><script>x()</script>')).toBe('Hello there');
    expect(stripMarkup('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3');
  });

  it('makes a 150-character excerpt with ...', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(`<p>${'b'.repeat(150)}</p>`)).toBe('b'.repeat(150));
    expect(excerpt(long, 100)).toBe(`${'a'.repeat(100)}...`);
  });
});

describe('names', () => {
  it('falls back from display name to first name to email to User', () => {
    expect(shownName({ displayName: 'Emma W', firstName: 'Emma', email: 'e@x.com' })).toBe('Emma W');
    expect(shownName({ displayName: '  ', firstName: 'Emma', email: 'e@x.com' })).toBe('Emma');
    expect(shownName({ email: 'emma.w@x.com' })).toBe('emma.w');
    expect(shownName({})).toBe('User');
    expect(shownName(null)).toBe('User');
  });

  it('makes up to 2 uppercase initials, or ?', () => {
    expect(initials('emma watson')).toBe('EW');
    expect(initials('Emma Rose Watson')).toBe('ER');
    expect(initials('emma')).toBe('E');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('takes the display name from the part of the email before the @', () => {
    expect(displayNameFromEmail('new.parent@example.com')).toBe('new.parent');
  });
});

describe('condition labels', () => {
  it('uses the spec labels', () => {
    expect(CONDITION_LABELS).toEqual({ new: 'New', like_new: 'Used - Like New', good: 'Used - Good', fair: 'Used - Fair', poor: 'Used - Poor' });
  });
});

describe('dates', () => {
  it('writes the UTC day as "Nov 21, 2026", call after call, and nothing for a missing or broken date', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-01-02T00:00:00Z'))).toBe('Jan 2, 2026');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
