import { describe, expect, it } from 'vitest';
import { replyTimeText } from './reply-time';

describe('replyTimeText', () => {
  it('rounds up to the hour, then to the day, and says nothing without a time', () => {
    expect(replyTimeText(null)).toBeNull();
    expect(replyTimeText(0)).toBe('within an hour');
    expect(replyTimeText(59)).toBe('within an hour');
    expect(replyTimeText(61)).toBe('within 2 hours');
    expect(replyTimeText(23 * 60)).toBe('within 23 hours');
    expect(replyTimeText(24 * 60)).toBe('within a day');
    expect(replyTimeText(50 * 60)).toBe('within 3 days');
  });
});
