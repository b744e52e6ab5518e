import { describe, expect, it } from 'vitest';
import { fts5Query, searchTerms, tsQuery } from './full-text';

describe('search text → full-text query', () => {
  it('keeps only words, so query syntax never reaches the index', () => {
    expect(searchTerms('  "car seat" AND (isofix*) NEAR/2 -base: ')).toEqual(['car', 'seat', 'AND', 'isofix', 'NEAR', '2', 'base']);
    expect(searchTerms('"*()^:')).toEqual([]);
    expect(searchTerms('Crème brûlée 2-in-1')).toEqual(['Crème', 'brûlée', '2', 'in', '1']);
  });

  it('caps the number and length of words', () => {
    expect(searchTerms('a '.repeat(50))).toHaveLength(8);
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(60);
  });

  it('quotes every word and prefix-matches the last', () => {
    expect(fts5Query(['car', 'AND', 'sea'])).toBe('"car" "AND" "sea"*');
    expect(tsQuery(['car', 'sea'])).toBe("'car' & 'sea':*");
  });
});
