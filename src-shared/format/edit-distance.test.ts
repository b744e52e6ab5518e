import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts inserts, deletes, changes and swapped neighbours', () => {
    expect(editDistance('strolller', 'stroller', 2)).toBe(1);
    expect(editDistance('stoller', 'stroller', 2)).toBe(1);
    expect(editDistance('strloler', 'stroller', 2)).toBe(1);
    expect(editDistance('crib', 'crab', 2)).toBe(1);
    expect(editDistance('crib', 'crib', 2)).toBe(0);
    expect(editDistance('', 'ab', 2)).toBe(2);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('stroller', 'blanket', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
