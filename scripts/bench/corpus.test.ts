import { describe, expect, it } from 'vitest';
import { SEARCH_WORDS, listingText } from './corpus';
import { seededRandom } from './random';

describe('bench listing text', () => {
  const random = seededRandom(7);
  const listings = Array.from({ length: 20_000 }, () => listingText(random));
  const share = (test: (text: string) => boolean) =>
    listings.filter(({ name, description }) => test(`${name} ${description}`.toLowerCase())).length / listings.length;

  it('names a stroller in about 5% of listings', () => {
    expect(share((text) => text.includes(SEARCH_WORDS.common))).toBeGreaterThan(0.04);
    expect(share((text) => text.includes(SEARCH_WORDS.common))).toBeLessThan(0.06);
  });

  it('has both words of the phrase in a few hundred of 100,000 listings', () => {
    const both = share((text) => text.includes('wooden') && text.includes('crib'));
    expect(both * 100_000).toBeGreaterThan(150);
    expect(both * 100_000).toBeLessThan(600);
  });

  it('says "gently" in about 40% and "harpsichord" in none', () => {
    expect(share((text) => text.includes(SEARCH_WORDS.frequent))).toBeGreaterThan(0.37);
    expect(share((text) => text.includes(SEARCH_WORDS.frequent))).toBeLessThan(0.43);
    expect(share((text) => text.includes(SEARCH_WORDS.absent))).toBe(0);
  });

  it('writes the same text from the same seed', () => {
    expect(listingText(seededRandom(3))).toEqual(listingText(seededRandom(3)));
  });
});
