import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, conversationTimeLabel, messageDayHeading } from './conversation-time';

// Local-time constructors keep the boundaries the same whatever time zone the tests run in.
const now = new Date(2026, 10, 21, 10, 30); // Saturday 21 Nov 2026, 10:30
const at = (month: number, day: number, hour = 12, minute = 0, year = 2026) => new Date(year, month, day, hour, minute);

describe('calendarDaysBetween', () => {
  it('counts local calendar days, not elapsed hours', () => {
    expect(calendarDaysBetween(at(10, 21, 0, 0), now)).toBe(0);
    expect(calendarDaysBetween(at(10, 20, 23, 59), now)).toBe(1);
    expect(calendarDaysBetween(at(10, 20, 23, 59), at(10, 21, 0, 1))).toBe(1);
    expect(calendarDaysBetween(at(11, 31, 23, 0, 2025), at(0, 1, 1, 0, 2026))).toBe(1);
  });
});

describe('conversationTimeLabel', () => {
  it('shows the time of day for today, from midnight on', () => {
    expect(conversationTimeLabel(at(10, 21, 0, 0), now)).toBe('12:00 AM');
    expect(conversationTimeLabel(at(10, 21, 9, 5), now)).toBe('9:05 AM');
    expect(conversationTimeLabel(at(10, 21, 15, 45), now)).toBe('3:45 PM');
  });

  it('says Yesterday for the whole previous calendar day', () => {
    expect(conversationTimeLabel(at(10, 20, 23, 59), now)).toBe('Yesterday');
    expect(conversationTimeLabel(at(10, 20, 0, 0), now)).toBe('Yesterday');
  });

  it('shows the weekday from 2 to 6 days back', () => {
    expect(conversationTimeLabel(at(10, 19, 23, 59), now)).toBe('Thursday');
    expect(conversationTimeLabel(at(10, 15, 0, 0), now)).toBe('Sunday');
  });

  it('shows a short date from 7 days back, with the year only for another year', () => {
    expect(conversationTimeLabel(at(10, 14, 23, 59), now)).toBe('Nov 14');
    expect(conversationTimeLabel(at(0, 3), now)).toBe('Jan 3');
    expect(conversationTimeLabel(at(11, 24, 12, 0, 2025), now)).toBe('Dec 24, 2025');
  });

  it('treats a time slightly in the future as today, and a missing date as no label', () => {
    expect(conversationTimeLabel(at(10, 22, 0, 1), now)).toBe('12:01 AM');
    expect(conversationTimeLabel(null, now)).toBe('');
    expect(conversationTimeLabel('not a date', now)).toBe('');
  });

  it('reads ISO strings from the API', () => {
    expect(conversationTimeLabel(at(10, 20, 8, 0).toISOString(), now)).toBe('Yesterday');
  });
});

describe('messageDayHeading', () => {
  it('says Today, Yesterday, then the full date', () => {
    expect(messageDayHeading(at(10, 21, 0, 0), now)).toBe('Today');
    expect(messageDayHeading(at(10, 20, 23, 59), now)).toBe('Yesterday');
    expect(messageDayHeading(at(10, 19, 23, 59), now)).toBe('Thursday, November 19, 2026');
    expect(messageDayHeading(at(0, 2, 8, 0, 2025), now)).toBe('Thursday, January 2, 2025');
  });

  it('gives no heading for a missing date', () => {
    expect(messageDayHeading(undefined, now)).toBe('');
  });
});
