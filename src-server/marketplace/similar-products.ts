import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { parseSearch } from '../db/full-text-search';
import { isSqlite } from '../db/knex';
import { notFound } from '../http/http-error';
import { applyVisibility } from './listing-visibility';
import { listingsByIds } from './listing-rows';
import { findVisibleProduct } from './product-queries';
import type { Viewer } from '../auth';

export const SIMILAR_LIMIT = 6;
/**
 * The newest title matches in the category looked at before picking the nearest prices: the work
 * stays bounded however many listings share a common word (the index hands them over newest first).
 */
const CANDIDATES = 50;

// words every other title holds, which would make everything similar to everything
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'set', 'baby', 'kids', 'new', 'used', 'old', 'size', 'pack', 'lot', 'bundle']);

/** The title's words worth matching on: 3 letters or more, not a number, not a stop word. */
export function titleWords(name: string): string[] {
  return (parseSearch(name)?.terms ?? []).filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !STOP_WORDS.has(word));
}

/**
 * Keeps listings whose title holds any of the words (stemmed by each index as its searches are),
 * newest first in the index's own order, so the database stops once it has enough.
 */
function newestSharingTitleWord(db: Knex, query: Knex.QueryBuilder, words: string[]): void {
  if (isSqlite(db)) {
    // each word quoted, so nothing in a title is read as query syntax; {name} limits it to titles.
    // FTS5 hands rowids over in descending order itself: no sort of every match
    query
      .join('products_fts', 'products_fts.rowid', 'p.id')
      .whereRaw('products_fts MATCH ?', [`{name} : (${words.map((w) => `"${w}"`).join(' OR ')})`])
      .orderBy('products_fts.rowid', 'desc');
    return;
  }
  query.whereRaw(`p.search_vector @@ to_tsquery('nestly_search', ?)`, [words.map((w) => `${w}:A`).join(' | ')]).orderBy('p.id', 'desc');
}

/**
 * GET /api/products/:id/similar: up to 6 listings anyone can see (active or reserved; never sold,
 * hidden or the listing itself) in the same category whose titles share a word with this one,
 * nearest in price first. The listing itself answers 404 exactly as its page does.
 */
export async function similarProducts(db: Knex, id: number, viewer: Viewer | null): Promise<Product[]> {
  const product = await findVisibleProduct(db, id, viewer);
  if (!product) throw notFound('Product not found');
  const words = titleWords(product.name);
  if (product.category_id === null || words.length === 0) return [];

  const candidates = db('products as p').where('p.category_id', product.category_id).whereNot('p.id', id).select('p.id', 'p.price');
  // what everyone may see, whoever is looking: a listing page never suggests a hidden one
  applyVisibility(candidates, 'active', null);
  newestSharingTitleWord(db, candidates, words);
  candidates.limit(CANDIDATES);
  const nearest: Array<{ id: number }> = await db
    .from(candidates.as('c'))
    .select('c.id')
    .orderByRaw('abs(c.price - ?) asc', [product.price])
    .orderBy('c.id', 'desc')
    .limit(SIMILAR_LIMIT);
  const ids = nearest.map((row) => Number(row.id));
  if (ids.length === 0) return [];

  return listingsByIds(db, ids);
}
