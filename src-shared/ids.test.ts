import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids';

describe('parseId', () => {
  it('reads a positive whole number up to the largest id a column holds', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(42)).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses anything else, including ids no integer column can hold', () => {
    for (const value of ['0', '-1', '1.5', '1e3', ' 1', 'abc', '', undefined, null, String(MAX_ID + 1), '99999999999']) {
      expect(parseId(value), String(value)).toBeNull();
    }
  });
});
