import type { Knex } from 'knex';
import { editDistance } from '../../src-shared/format/edit-distance';
import { fts5Query, tsQuery, type Search } from './full-text-search';
import { isSqlite } from './knex';

/** Title words sharing the first letter looked at per misspelt word: bounded work in any vocabulary. */
const MAX_CANDIDATES = 2000;
/** Names PostgreSQL's trigram index offers per misspelt word. */
const MAX_NAMES = 40;
const WORD_SIMILARITY = 0.3;

/** How far a word may be from what was typed: one slip in a short word, two in a longer one. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/** Whether any listing's name or description holds the word (its stem, as the search reads it). */
async function isKnownWord(db: Knex, word: string): Promise<boolean> {
  const search = { terms: [word] };
  const row = isSqlite(db)
    ? await db('products_fts')
        .whereRaw('products_fts MATCH ?', [fts5Query(search).replace(/\*$/, '')])
        .first(db.raw('1 as hit'))
    : await db('products')
        .whereRaw(`search_vector @@ to_tsquery('nestly_search', ?)`, [tsQuery(search).replace(/:\*$/, '')])
        .first(db.raw('1 as hit'));
  return row !== undefined;
}

/** Title words near the typed one, with how many listings hold each (SQLite: the fts5vocab of titles). */
async function nearbyWordsSqlite(db: Knex, word: string): Promise<Array<{ word: string; listings: number }>> {
  const first = word[0]!;
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  const rows: Array<{ term: string; doc: number }> = await db('products_title_vocab')
    .where('term', '>=', first)
    .andWhere('term', '<', next)
    .limit(MAX_CANDIDATES)
    .select('term', 'doc');
  return rows.map((row) => ({ word: row.term, listings: Number(row.doc) }));
}

/** The same from PostgreSQL: names whose words look like it (pg_trgm's word_similarity), split into words. */
async function nearbyWordsPostgres(db: Knex, word: string): Promise<Array<{ word: string; listings: number }>> {
  const installed = await db('pg_extension').where('extname', 'pg_trgm').first(db.raw('1 as hit'));
  if (!installed) return [];
  const rows = await db.transaction(async (trx): Promise<Array<{ name: string }>> => {
    // the default 0.6 misses one dropped letter in a short word ("stoller" is 0.55 from "stroller");
    // the edit distance below has the last word
    await trx.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
    return trx('products')
      .whereRaw('? <% lower(name)', [word])
      .orderByRaw('word_similarity(?, lower(name)) desc', [word])
      .limit(MAX_NAMES)
      .select(trx.raw('lower(name) as name'));
  });
  const counts = new Map<string, number>();
  for (const { name } of rows) {
    for (const found of new Set(name.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])) counts.set(found, (counts.get(found) ?? 0) + 1);
  }
  return [...counts].map(([found, listings]) => ({ word: found, listings }));
}

/** The closest title word to a misspelt one: fewest edits, then the most listings; null when none is close. */
async function closestWord(db: Knex, word: string): Promise<string | null> {
  const limit = allowedEdits(word);
  const candidates = isSqlite(db) ? await nearbyWordsSqlite(db, word) : await nearbyWordsPostgres(db, word);
  let best: { word: string; edits: number; listings: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word || /^\d+$/.test(candidate.word)) continue;
    const edits = editDistance(word, candidate.word, limit);
    if (edits > limit) continue;
    if (!best || edits < best.edits || (edits === best.edits && candidate.listings > best.listings)) best = { ...candidate, edits };
  }
  return best?.word ?? null;
}

/**
 * "Did you mean …?" for a marketplace search that found nothing: each word no listing holds is
 * replaced by the closest word of a listing title. Null when every word is known or no word is
 * close. The caller checks that the suggestion finds something before offering it.
 */
export async function suggestSearch(db: Knex, search: Search): Promise<string | null> {
  const words: string[] = [];
  let changed = false;
  for (const word of search.terms) {
    if (word.length < 3 || /^\d+$/.test(word) || (await isKnownWord(db, word))) {
      words.push(word);
      continue;
    }
    const closest = await closestWord(db, word);
    if (closest) changed = true;
    words.push(closest ?? word);
  }
  return changed ? words.join(' ') : null;
}
