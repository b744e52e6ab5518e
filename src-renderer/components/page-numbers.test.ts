import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the current page neighbours, with gaps between', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
