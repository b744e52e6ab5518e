import type { Knex } from 'knex';
import { parseSearch, whereMatches } from '../db/full-text-search';
import { suggestSearch } from '../db/search-suggestions';
import { applyVisibility } from './listing-visibility';

/**
 * GET /api/products/did-you-mean?search=: a corrected search, offered only when the search as
 * typed finds no listing anyone can see and the corrected one does.
 */
export async function didYouMean(db: Knex, text: string | undefined): Promise<{ suggestion: string | null }> {
  const search = parseSearch(text);
  if (!search) return { suggestion: null };
  const findsAny = async (terms: readonly string[]) => {
    const query = db('products as p').first('p.id');
    applyVisibility(query, 'active', null);
    whereMatches(db, query, 'products', 'p', { terms });
    return (await query) !== undefined;
  };
  if (await findsAny(search.terms)) return { suggestion: null };
  const suggestion = await suggestSearch(db, search);
  if (!suggestion) return { suggestion: null };
  return { suggestion: (await findsAny(parseSearch(suggestion)!.terms)) ? suggestion : null };
}
