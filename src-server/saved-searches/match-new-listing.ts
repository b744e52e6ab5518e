import type { Knex } from 'knex';
import { listingWords, type ListingWords } from './search-stems';

/** A saved search a newly posted listing matches. */
export interface SavedSearchMatch {
  savedSearchId: number;
  userId: number;
  productId: number;
}

/**
 * Called with every saved search a new listing matches, once the listing and the counts are stored:
 * createProduct tells the members (notify-matches.ts) unless ProductDeps.onSavedSearchMatches says otherwise.
 */
export type SavedSearchMatchListener = (matches: SavedSearchMatch[]) => Promise<void>;

interface NewListing {
  id: number;
  seller_id: number;
  name: string;
  description: string;
  price: number;
  condition: string;
  category_id: number | null;
}

const UPDATE_CHUNK = 500;
/** bound parameters a statement: SQLite allows 32766, PostgreSQL 65535 */
const LEAD_CHUNK = 2000;

/** The saved searches led by one of these stems whose category, condition and prices let the listing through. */
function candidatesLedBy(db: Knex | Knex.Transaction, listing: NewListing, leads: string[]): Promise<Array<{ id: number; user_id: number; stems: string }>> {
  return db('saved_searches')
    .whereIn('lead_stem', leads)
    .whereNot('user_id', listing.seller_id)
    .where((category) => {
      category.whereNull('category_id');
      if (listing.category_id !== null) category.orWhere('category_id', listing.category_id);
    })
    .where((condition) => condition.whereNull('condition').orWhere('condition', listing.condition))
    .where((min) => min.whereNull('min_price').orWhere('min_price', '<=', listing.price))
    .where((max) => max.whereNull('max_price').orWhere('max_price', '>=', listing.price))
    .select('id', 'user_id', 'stems');
}

/** Every word of the search in the listing: by stem, the last also as the start of a word (as the search box reads it). */
function holdsWords(stems: string, listing: ListingWords): boolean {
  if (!stems) return true;
  const wanted = stems.split(' ');
  return wanted.every((stem, i) => listing.stems.has(stem) || (i === wanted.length - 1 && listing.words.some((word) => word.startsWith(stem))));
}

/**
 * Counts a newly posted listing for every saved search it matches. One query (per 2000 leads)
 * reads, through the lead_stem index, only the searches led by one of the listing's stems or word
 * starts, or by no word, whose category, condition and price range let it through; their other
 * words are then checked in memory against the listing's stems. Nobody is told about their own
 * listing. Run inside the listing's own transaction, the counts cost no write of their own.
 */
export async function matchNewListing(db: Knex | Knex.Transaction, listing: NewListing): Promise<SavedSearchMatch[]> {
  const words = listingWords(listing.name, listing.description);
  const candidates: Array<{ id: number; user_id: number; stems: string }> = [];
  // led by one of the listing's words (or by none): index seeks, however many searches there are
  for (let i = 0; i < words.leads.length + 1; i += LEAD_CHUNK) {
    const leads = [...words.leads, ''].slice(i, i + LEAD_CHUNK);
    candidates.push(...(await candidatesLedBy(db, listing, leads)));
  }
  const matches = candidates
    .filter((candidate) => holdsWords(candidate.stems, words))
    .map((candidate) => ({ savedSearchId: Number(candidate.id), userId: Number(candidate.user_id), productId: listing.id }));
  for (let i = 0; i < matches.length; i += UPDATE_CHUNK) {
    const ids = matches.slice(i, i + UPDATE_CHUNK).map((match) => match.savedSearchId);
    await db('saved_searches').whereIn('id', ids).increment('new_count', 1);
  }
  return matches;
}
