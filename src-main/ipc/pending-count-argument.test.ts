import { describe, expect, it } from 'vitest';
import { PENDING_COUNT_MAX } from '../../src-shared/desktop/bridge';
import { pendingCountArgument } from './pending-count-argument';

describe('pending count argument', () => {
  it('passes whole numbers from 0 to the limit', () => {
    expect(pendingCountArgument(0)).toBe(0);
    expect(pendingCountArgument(7)).toBe(7);
    expect(pendingCountArgument(PENDING_COUNT_MAX)).toBe(PENDING_COUNT_MAX);
  });

  it('refuses anything else before it reaches the menu', () => {
    for (const value of [-1, 1.5, PENDING_COUNT_MAX + 1, Number.NaN, Infinity, '3', null, undefined, { count: 3 }]) {
      expect(() => pendingCountArgument(value), String(value)).toThrow('The pending count must be a whole number');
    }
  });
});
