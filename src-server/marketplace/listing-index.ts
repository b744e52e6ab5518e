import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';
import { indexMatchIds, titleMatchIds } from '../db/full-text-search';
import { rowChangesOf, tableVersionsOf } from '../db/sqlite-client';
import { hiddenTargetIds } from '../moderation-state';
import type { Viewer } from '../auth';
import { KeptColumns } from './kept-columns';
import { statusCode, type ListingColumns } from './listing-columns';
import { select, type ListingSelection } from './listing-selection';
import { shownOf, type Rules, type Shown } from './listing-shown';
import { keptSellers } from './listing-visibility';
import type { ProductFilters } from './product-filters';

/*
 * The marketplace's lists counted and paged in memory (SQLite only).
 *
 * Every new URL of a list used to count its listings exactly for X-Total-Count, reading one index
 * entry per listing it holds: a price range of 37,000 listings is 2.6 ms, a common word 5 ms, three
 * quarters of a long-tail request. The columns the filters test (listing-columns.ts), the rules on
 * who sees what, and each search's matches are kept here instead, each while the tables it was read
 * from are unchanged (dep-cache.ts), and a list is a loop over typed arrays.
 *
 * - The columns are read once, on a read thread and in the background, and then kept current
 *   listing by listing as writes change them (kept-columns.ts): until they are, lists are counted
 *   and paged in SQL as before, so no request waits for the read and none is answered from a
 *   listing's old state.
 * - A list's listings are chosen in listing-selection.ts, and its page in listing-pages.ts.
 * - PostgreSQL keeps nothing in memory (several processes share its data): lists stay in SQL there.
 */

interface Caches {
  columns: KeptColumns;
  rules: DepCache<Rules>;
  matches: DepCache<Int32Array>;
}

const RULES_KEY = 'rules';
/** searches whose matches are kept, and how many matches in all (4 bytes each: 16 MB) */
const MOST_SEARCHES_KEPT = 4096;
const MOST_MATCHES_KEPT = 4_000_000;

const caches = new WeakMap<Knex.Client, Caches>();
const inSqlOnly = new WeakSet<Knex.Client>();

/** Off: every list of this database is counted and paged in SQL (the tests compare the two ways). */
export function keepListingsInMemory(db: Knex, keep: boolean): void {
  if (keep) inSqlOnly.delete(db.client);
  else inSqlOnly.add(db.client);
}

function cachesOf(db: Knex): Caches | undefined {
  const rows = rowChangesOf(db);
  const versions = tableVersionsOf(db);
  if (inSqlOnly.has(db.client) || !versions?.enabled || !rows) return undefined;
  let found = caches.get(db.client);
  if (!found) {
    found = {
      columns: new KeptColumns(db, rows),
      rules: new DepCache(db, 1),
      matches: new DepCache(db, MOST_SEARCHES_KEPT, { weigh: (ids) => ids.length + 16, maxWeight: MOST_MATCHES_KEPT }),
    };
    caches.set(db.client, found);
  }
  return found;
}

async function readRules(db: Knex): Promise<Rules> {
  const kept = db.queryBuilder();
  keptSellers(kept);
  const hidden = db.queryBuilder();
  hiddenTargetIds('product')(hidden);
  const [sellers, listings, categories] = await Promise.all([
    kept as Promise<{ id: number }[]>,
    hidden as Promise<{ target_id: number }[]>,
    db('categories').select('id', 'slug') as Promise<{ id: number; slug: string }[]>,
  ]);
  return {
    keptSellers: new Set(sellers.map((row) => Number(row.id))),
    hiddenListings: new Set(listings.map((row) => Number(row.target_id))),
    categoryIds: new Map(categories.map((row) => [String(row.slug), Number(row.id)])),
  };
}

/** Whether this database's listings may be kept in memory (SQLite, its connection open, not turned off). */
export function listingsKeptInMemory(db: Knex): boolean {
  return cachesOf(db) !== undefined;
}

/**
 * Whether the viewer may see a listing on its own page (applyVisibility's 'page' reach), from
 * memory: a test of listing ids, or undefined where the listings are not kept there, and the
 * caller asks SQL.
 */
export async function pageVisibility(db: Knex, viewer: Viewer | null): Promise<((id: number) => boolean) | undefined> {
  const found = cachesOf(db);
  if (!found) return undefined;
  if (!found.columns.current()) return undefined;
  const rules = await found.rules.through(RULES_KEY, () => readRules(db));
  // the columns as they stand once the rules are in: changes made meanwhile are placed in them
  const columns = found.columns.peek();
  if (!columns) return undefined;
  const versions = tableVersionsOf(db)!;
  const active = statusCode('active');
  const sold = statusCode('sold');
  return (id) => {
    // what is made from the test depends on the listings it was asked about, not on every other
    versions.readRows('products', [id]);
    const slot = columns.slotOf(id);
    if (slot < 0) return false;
    const seller = columns.sellers[slot]!;
    if (viewer && (viewer.isAdmin || viewer.id === seller)) return true;
    const status = columns.statuses[slot];
    return (status === active || status === sold) && !rules.keptSellers.has(seller) && !rules.hiddenListings.has(id);
  };
}

/**
 * The columns and who the public sees among them, as they stand now and from memory only (no read
 * is started or waited for): undefined where they are not kept, or not current.
 */
export function currentlyShown(db: Knex): { columns: ListingColumns; shown: Shown } | undefined {
  const found = cachesOf(db);
  const columns = found?.columns.peek();
  const rules = found?.rules.get(RULES_KEY);
  if (!columns || !rules) return undefined;
  tableVersionsOf(db)!.readTables(['products']);
  return { columns, shown: shownOf(columns, rules) };
}

/** The columns kept in memory, while current (the tests compare them with a read of every listing). */
export function columnsInMemory(db: Knex): ListingColumns | undefined {
  return cachesOf(db)?.columns.peek();
}

/** Waits until the listings are kept in memory (the tests compare both ways). False on PostgreSQL. */
export async function listingIndexReady(db: Knex): Promise<boolean> {
  const found = cachesOf(db);
  if (!found) return false;
  for (let tries = 0; tries < 10; tries += 1) {
    if (found.columns.current(true)) return true;
    await found.columns.building;
  }
  return false;
}

/**
 * The listings a list holds, from memory: undefined where they are not kept (PostgreSQL, a change
 * being read), and the caller asks SQL.
 */
export async function selectListings(db: Knex, filters: ProductFilters, viewer: Viewer | null): Promise<ListingSelection | undefined> {
  const found = cachesOf(db);
  if (!found) return undefined;
  if (!found.columns.current()) return undefined;
  const rules = await found.rules.through(RULES_KEY, () => readRules(db));
  const { search } = filters;
  const words = search?.terms.join(' ');
  const matches = search ? await matchesOf(found, `${search.part ?? 'all'} ${words}`, () => indexMatchIds(db, 'products', search)) : undefined;
  // a search with no sort is ranked by how many of its words a name holds (orderByRelevance)
  const titled =
    search && !filters.sort
      ? await Promise.all(search.terms.map((_, i) => matchesOf(found, `title ${i} ${words}`, () => titleMatchIds(db, 'products', search)[i]!)))
      : [];
  // the columns as they stand once the rules and the matches are in: changes made meanwhile are placed in them
  const columns = found.columns.peek();
  if (!columns) return undefined;
  // a list depends on every listing
  tableVersionsOf(db)!.readTables(['products']);
  const slots = (ids: Int32Array) => slotsOf(columns, ids);
  return select(columns, shownOf(columns, rules), rules, filters, viewer, matches && slots(matches), titled.map(slots));
}

/** A search's matches, ids as the index lists them; `query` is made only when they are not kept. */
async function matchesOf(found: Caches, key: string, query: () => Knex.QueryBuilder): Promise<Int32Array> {
  return found.matches.through(key, async () => {
    const [row] = (await query()) as { ids: string | null }[];
    return Int32Array.from(JSON.parse(row?.ids ?? '[]') as number[]);
  });
}

const slotCache = new WeakMap<Int32Array, { columns: ListingColumns; slots: Int32Array }>();

/** Kept matches as slots of the columns, worked out once per read of either. */
function slotsOf(columns: ListingColumns, ids: Int32Array): Int32Array {
  const known = slotCache.get(ids);
  if (known?.columns === columns) return known.slots;
  const slots = new Int32Array(ids.length);
  let count = 0;
  for (let at = 0; at < ids.length; at += 1) {
    const slot = columns.slotOf(ids[at]!);
    if (slot >= 0) slots[count++] = slot;
  }
  const kept = slots.slice(0, count);
  slotCache.set(ids, { columns, slots: kept });
  return kept;
}

export type { ListingSelection };
