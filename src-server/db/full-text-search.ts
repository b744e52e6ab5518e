import type { Knex } from 'knex';
import { SEARCH_INDEXES, type SearchArea } from '../content-kinds';
import { isSqlite } from './knex';

/*
 * The one meaning of a search box, in every area and on both databases.
 *
 * - The text is NFKC-normalised and lower-cased; only runs of letters and digits are kept, so no
 *   query syntax (quotes, *, :, AND, NEAR, parentheses) ever reaches the index.
 * - At most MAX_SEARCH_CHARS characters and MAX_SEARCH_TERMS distinct words are used.
 * - Every word must appear, matched by its stem ("strollers" finds "stroller"); the last word also
 *   as a prefix, so results follow the typing ("strol" finds "stroller").
 * - Text without any word does not filter at all, like an empty search box.
 * - Best matches first: the more of the words a title (or name) holds, the higher it ranks, so a
 *   title match always beats a mention in the body; equal matches keep the list's own order
 *   (newest first, then id).
 *
 * SQLite: FTS5 tables (porter stemmer over unicode61 with diacritics removed).
 * PostgreSQL: a `search_vector` tsvector column with a GIN index, built with the `nestly_search`
 * configuration (the same Porter stemmer, accents removed, the same word boundaries: see the
 * migration 20261123600001_rebuild_search_vectors), titles in weight class A.
 *
 * The ranking is computed from the index in the same way on both, so the same data comes back in
 * the same order. bm25 and ts_rank cannot promise that: bm25 favours rare words and tires of
 * repeats, ts_rank counts every occurrence, and the two put long blog posts in different orders.
 */
const MAX_SEARCH_CHARS = 200;
const MAX_SEARCH_TERMS = 8;

/** The words of a search, ready for either index. */
export interface Search {
  readonly terms: readonly string[];
  /**
   * SQLite: only the matches with a word in a title (`titled`), or only those without (`untitled`). A
   * ranked list is the first kind in rank order followed by the second newest first (see rankedParts).
   */
  readonly part?: 'titled' | 'untitled';
}

// the searchable kinds and their indexes are declared in the table of content kinds
const INDEXES = SEARCH_INDEXES;

export type { SearchArea };

/** The search box's text → its words, or undefined when there is nothing to search for. */
export function parseSearch(text: string | undefined): Search | undefined {
  if (!text) return undefined;
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .slice(0, MAX_SEARCH_CHARS)
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
  return terms.length > 0 ? { terms } : undefined;
}

const isLast = (terms: readonly string[], i: number) => i === terms.length - 1;

/** FTS5 MATCH expression: each word quoted (so AND, NOT, NEAR are just words), all required, the last a prefix. */
export function fts5Query({ terms }: Search): string {
  return terms.map((term, i) => `"${term}"${isLast(terms, i) ? '*' : ''}`).join(' ');
}

/** PostgreSQL to_tsquery text with the same meaning (the words hold only letters and digits). */
export function tsQuery({ terms, part }: Search): string {
  // the parts of a ranked search exist on SQLite alone (rankedParts): never take one for the whole search
  if (part) throw new Error('A ranked search is split in parts on SQLite only');
  return terms.map((term, i) => `${term}${isLast(terms, i) ? ':*' : ''}`).join(' & ');
}

/** Any of the search's words in a title-like column: `{name} : "wooden" OR {name} : "crib"*`. */
function fts5InTitle({ terms }: Search, titleColumns: readonly string[]): string {
  return terms.map((term, i) => `{${titleColumns.join(' ')}} : "${term}"${isLast(terms, i) ? '*' : ''}`).join(' OR ');
}

/** The FTS5 expression of a search in an area: all its words, and its part (titled or not) when it has one. */
function fts5AreaQuery(search: Search, area: SearchArea): string {
  const all = fts5Query(search);
  if (!search.part) return all;
  const inTitle = fts5InTitle(search, INDEXES[area].titleColumns);
  return search.part === 'titled' ? `(${all}) AND (${inTitle})` : `(${all}) NOT (${inTitle})`;
}

/**
 * A ranked search in two parts that together hold its matches in rank order: those with a word in a
 * title, ranked, then the rest, which all rank alike and so go newest first. The second part is a
 * plain sorted search, so a common word's pages read in the date index's order instead of ranking
 * every match (a word in 40% of 100,000 listings: 18 ms a page before).
 */
export function rankedParts(search: Search): { titled: Search; untitled: Search } {
  return { titled: { ...search, part: 'titled' }, untitled: { ...search, part: 'untitled' } };
}

/**
 * One FTS5 expression per word: the rows the search matches that hold the word in a title-like
 * column. Repeating the whole search keeps each list as short as the results, however common the word.
 */
export function fts5TitleQueries(search: Search, titleColumns: readonly string[]): string[] {
  const { terms } = search;
  return terms.map((term, i) => `(${fts5Query(search)}) AND {${titleColumns.join(' ')}} : "${term}"${isLast(terms, i) ? '*' : ''}`);
}

/** The same for PostgreSQL: the word in weight class A. */
export function tsTitleQueries({ terms }: Search): string[] {
  return terms.map((term, i) => `${term}:${isLast(terms, i) ? '*' : ''}A`);
}

const TS_QUERY = "to_tsquery('nestly_search', ?)";

export interface MatchOptions {
  /**
   * SQLite: read the rows in the order of an index the query sorts by and keep those that match,
   * rather than look up every match and sort them (the caller knows which is cheaper; see listProducts).
   */
  readInOrder?: boolean;
}

/** Keeps the rows of `area` (aliased `alias` in the query) that match the search. */
export function whereMatches(
  db: Knex,
  query: Knex.QueryBuilder,
  area: SearchArea,
  alias: string,
  search: Search,
  options: MatchOptions = {},
): Knex.QueryBuilder {
  if (isSqlite(db)) {
    const { fts } = INDEXES[area];
    // a list the index makes once per query: joined, the planner may drive from another index and
    // run the whole MATCH again for every row it reads (a price range over 100,000 listings: seconds)
    const matches = db
      .select('rowid')
      .from(fts)
      .whereRaw(`${fts} MATCH ?`, [fts5AreaQuery(search, area)]);
    // the unary + keeps SQLite from looking the matches up by id, so it reads the sort's index instead
    if (options.readInOrder) return query.whereRaw('+?? IN ?', [`${alias}.id`, matches]);
    return query.whereIn(`${alias}.id`, matches);
  }
  // the same on PostgreSQL, where only a materialised CTE stops the planner from folding the list back
  // into a filter it tests on every row it reads
  const matches = `${area}_matches`;
  return query
    .withMaterialized(matches, db.raw(`SELECT id FROM ${area} WHERE search_vector @@ ${TS_QUERY}`, [tsQuery(search)]))
    .whereIn(`${alias}.id`, db(matches).select('id'));
}

/**
 * SQLite: the ids of the rows the index matches, before any other filter (its entries alone), as one
 * row whose `ids` column is a JSON array: a common word's 100,000 ids then reach the main thread as
 * one string, parsed in about a millisecond, rather than as 100,000 row objects (about 15 ms there).
 */
export function indexMatchIds(db: Knex, area: SearchArea, search: Search): Knex.QueryBuilder {
  return matchIdList(db, area, fts5AreaQuery(search, area));
}

function matchIdList(db: Knex, area: SearchArea, match: string): Knex.QueryBuilder {
  const { fts } = INDEXES[area];
  return db(fts).select(db.raw('json_group_array(rowid) AS ids')).whereRaw(`${fts} MATCH ?`, [match]);
}

/** SQLite: per word of a search, the ids of its matches with the word in a title (what orderByRelevance counts), as indexMatchIds gives them. */
export function titleMatchIds(db: Knex, area: SearchArea, search: Search): Knex.QueryBuilder[] {
  return fts5TitleQueries(search, INDEXES[area].titleColumns).map((match) => matchIdList(db, area, match));
}

/** SQLite: how many rows the index matches, before any other filter (a count of its entries alone). */
export function countIndexMatches(db: Knex, area: SearchArea, search: Search): Knex.QueryBuilder {
  const { fts } = INDEXES[area];
  return db(fts)
    .whereRaw(`${fts} MATCH ?`, [fts5AreaQuery(search, area)])
    .count({ count: '*' })
    .first();
}

/** the column fromMatches adds on PostgreSQL when asked for relevance: how many of the words the title holds */
export const RELEVANCE = 'relevance';

/**
 * The rows of `area` (aliased `alias`) that match the search. SQLite: read from the full-text index
 * first (a CROSS JOIN fixes that order, so the match runs once) and each looked up by id, which skips
 * making the list whereMatches makes: a word in 40% of 100,000 listings is counted in 11 ms rather
 * than 16. PostgreSQL: the matches with the `columns` the query tests and sorts by (and, with
 * `relevance`, a RELEVANCE column), kept as the index's scan reads them: looking each one up again by
 * id was most of a common word's count (174 → 34 ms) and of its page (157 → 44 ms).
 */
export function fromMatches(
  db: Knex,
  area: SearchArea,
  alias: string,
  search: Search,
  columns: readonly string[],
  { relevance = false }: { relevance?: boolean } = {},
): Knex.QueryBuilder {
  if (!isSqlite(db)) {
    const matches = `${area}_matches`;
    const titles = relevance ? tsTitleQueries(search) : [];
    const ranked = relevance ? `, ${titles.map(() => `(search_vector @@ ${TS_QUERY})::int`).join(' + ')} AS ${RELEVANCE}` : '';
    const read = db.raw(`SELECT ${columns.map(() => '??').join(', ')}${ranked} FROM ?? WHERE search_vector @@ ${TS_QUERY}`, [
      ...columns,
      ...titles,
      area,
      tsQuery(search),
    ]);
    return db.queryBuilder().withMaterialized(matches, read).from(`${matches} as ${alias}`);
  }
  const { fts } = INDEXES[area];
  return db(fts)
    .crossJoin(`${area} as ${alias}`, `${alias}.id`, `${fts}.rowid`)
    .whereRaw(`${fts} MATCH ?`, [fts5AreaQuery(search, area)]);
}

/**
 * Orders a query filtered by whereMatches best match first: by how many of the words its title
 * holds. Add the list's own order after it to break ties.
 */
export function orderByRelevance(
  db: Knex,
  query: Knex.QueryBuilder,
  area: SearchArea,
  alias: string,
  search: Search,
  direction: 'asc' | 'desc' = 'desc',
): Knex.QueryBuilder {
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  if (isSqlite(db)) {
    const { fts, titleColumns } = INDEXES[area];
    // each IN list is read from the index once per query, not once per row
    const inTitle = `(${alias}.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?))`;
    return query.orderByRaw(`${search.terms.map(() => inTitle).join(' + ')} ${order}`, fts5TitleQueries(search, titleColumns));
  }
  // each word tested against the row's own vector, which the matches are read with anyway: a list of
  // every title holding the word (as on SQLite) costs PostgreSQL a pass over the whole index per word,
  // 19 ms against 5 ms for "wooden crib" over 100,000 listings
  const titles = tsTitleQueries(search);
  const inTitle = `(${alias}.search_vector @@ ${TS_QUERY})::int`;
  return query.orderByRaw(`${titles.map(() => inTitle).join(' + ')} ${order}`, titles);
}
