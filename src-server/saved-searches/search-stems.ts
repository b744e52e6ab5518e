import { stemmer } from 'stemmer';
import { parseSearch } from '../db/full-text-search';

/**
 * Words as the search index keeps them: the same normalising as a search box (parseSearch), then
 * the Porter stem (the index's stemmer on SQLite and PostgreSQL), so "strollers" saved matches a
 * "stroller" listed later, as the search itself would.
 */
export function stemsOf(text: string | undefined): string[] {
  return [...new Set((parseSearch(text)?.terms ?? []).map((word) => stemmer(word)))];
}

export interface ListingWords {
  stems: Set<string>;
  /** the distinct words as typed, for the prefix match of a search's last word */
  words: string[];
  /** every stem and every start of a word (2 letters or more): what may lead a search that matches */
  leads: string[];
}

/** The words of a listing's name and description, as the matching of saved searches reads them. */
export function listingWords(name: string, description: string): ListingWords {
  const words = [
    ...new Set(
      `${name} ${description}`
        .normalize('NFKC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ].slice(0, 500);
  const stems = new Set(words.map((word) => stemmer(word)));
  const leads = new Set<string>(stems);
  for (const word of words) for (let end = 2; end <= Math.min(word.length, 100); end += 1) leads.add(word.slice(0, end));
  return { stems, words, leads: [...leads] };
}
