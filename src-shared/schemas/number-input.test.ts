import { describe, expect, it } from 'vitest';
import { numberInput } from './number-input';

describe('numberInput', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 12 ', 12],
    ['12.50', 12.5],
    ['-3', -3],
    [0, 0],
  ])('reads %j as %j', (input, expected) => {
    expect(numberInput().validateSync(input)).toBe(expected);
  });

  it.each(['0x10', '1e3', '', ' ', '12abc', 'Infinity', [5], true, {}])('refuses %j', (input) => {
    expect(() => numberInput().validateSync(input)).toThrow();
  });
});
