import { describe, expect, it } from 'vitest';
import { fts5Query, fts5TitleQueries, parseSearch, tsQuery, tsTitleQueries } from './full-text-search';

const terms = (text: string) => parseSearch(text)?.terms;

describe('the search box → its words', () => {
  it('keeps only letters and digits, lower-cased, so query syntax never reaches the index', () => {
    expect(terms('  "car seat" AND (isofix*) NEAR/2 -base: ')).toEqual(['car', 'seat', 'and', 'isofix', 'near', '2', 'base']);
    expect(terms('Crème brûlée 2-in-1')).toEqual(['crème', 'brûlée', '2', 'in', '1']);
    expect(terms("name:crib'; DROP TABLE products; --")).toEqual(['name', 'crib', 'drop', 'table', 'products']);
  });

  it('reads compatibility forms as their plain letters (NFKC)', () => {
    expect(terms('ﬁne ＳＴＲＯＬＬＥＲ ²')).toEqual(['fine', 'stroller', '2']);
  });

  it('answers nothing to search for when no word is left, like an empty box', () => {
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('')).toBeUndefined();
    expect(parseSearch('"*()^: -- !!!')).toBeUndefined();
  });

  it('bounds the text and the number of words, dropping repeats', () => {
    expect(terms('a b c d e f g h i j k')).toHaveLength(8);
    expect(terms('car car seat car')).toEqual(['car', 'seat']);
    expect(terms('x'.repeat(5000))![0]).toHaveLength(200);
    expect(terms(`${'y'.repeat(198)} stroller`)).toEqual(['y'.repeat(198), 's']);
  });
});

describe("the words → each index's query", () => {
  it('requires every word and matches the last one as a prefix, on both databases', () => {
    expect(fts5Query({ terms: ['car', 'and', 'sea'] })).toBe('"car" "and" "sea"*');
    expect(tsQuery({ terms: ['car', 'and', 'sea'] })).toBe('car & and & sea:*');
    expect(fts5Query({ terms: ['strol'] })).toBe('"strol"*');
    expect(tsQuery({ terms: ['strol'] })).toBe('strol:*');
  });

  it('asks, word by word, whether the title holds it, for the ranking', () => {
    expect(fts5TitleQueries({ terms: ['car', 'sea'] }, ['title', 'retailer'])).toEqual([
      '("car" "sea"*) AND {title retailer} : "car"',
      '("car" "sea"*) AND {title retailer} : "sea"*',
    ]);
    expect(tsTitleQueries({ terms: ['car', 'sea'] })).toEqual(['car:A', 'sea:*A']);
  });
});
