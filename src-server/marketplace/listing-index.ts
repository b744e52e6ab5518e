import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';
import { indexMatchIds, titleMatchIds } from '../db/full-text-search';
import { tableVersionsOf } from '../db/sqlite-client';
import { isCategoryId } from '../categories';
import { hiddenTargetIds } from '../moderation-state';
import type { Viewer } from '../auth';
import { conditionCode, readListingColumns, statusCode, type ListingColumns, type PriceOrder, type ListingOrder } from './listing-columns';
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
 * - A change to any listing makes the columns read again, on a read thread and in the background:
 *   until they are current, lists are counted and paged in SQL as before, so no request waits for
 *   the read and none is answered from a listing's old state.
 * - A ranked search (no sort) is counted here and paged in SQL, where the ranking lives.
 * - PostgreSQL keeps nothing in memory (several processes share its data): lists stay in SQL there.
 */

interface Rules {
  keptSellers: Set<number>;
  hiddenListings: Set<number>;
  categoryIds: Map<string, number>;
}

interface Caches {
  columns: DepCache<ListingColumns>;
  rules: DepCache<Rules>;
  matches: DepCache<Int32Array>;
  building?: Promise<unknown>;
  /** when the columns may be read again (after a read, a pause; after a failed one, a longer one) */
  retryAt: number;
}

const COLUMNS_KEY = 'listings';
const RULES_KEY = 'rules';
/** searches whose matches are kept, and how many matches in all (4 bytes each: 16 MB) */
const MOST_SEARCHES_KEPT = 4096;
const MOST_MATCHES_KEPT = 4_000_000;
/** a selection this small is sorted; a larger one is read in the order's own sequence */
const SORTED_BELOW = 1024;
const RETRY_AFTER_MS = 60_000;
/** the columns are read again no sooner than this many times their last read's length after it ended */
const READS_APART = 4;

const caches = new WeakMap<Knex.Client, Caches>();
const inSqlOnly = new WeakSet<Knex.Client>();

/** Off: every list of this database is counted and paged in SQL (the tests compare the two ways). */
export function keepListingsInMemory(db: Knex, keep: boolean): void {
  if (keep) inSqlOnly.delete(db.client);
  else inSqlOnly.add(db.client);
}

function cachesOf(db: Knex): Caches | undefined {
  if (inSqlOnly.has(db.client) || !tableVersionsOf(db)?.enabled) return undefined;
  let found = caches.get(db.client);
  if (!found) {
    found = {
      columns: new DepCache(db, 1),
      rules: new DepCache(db, 1),
      matches: new DepCache(db, MOST_SEARCHES_KEPT, { weigh: (ids) => ids.length + 16, maxWeight: MOST_MATCHES_KEPT }),
      retryAt: 0,
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

/** The columns while current; otherwise undefined, with a read of them started if none runs. */
function currentColumns(db: Knex, found: Caches, now = false): ListingColumns | undefined {
  const columns = found.columns.get(COLUMNS_KEY);
  if (columns || found.building || (!now && performance.now() < found.retryAt)) return columns;
  const started = performance.now();
  found.building = found.columns
    .through(COLUMNS_KEY, () => readListingColumns(db))
    .then(
      () => {
        // listings written one after another would keep a read thread reading them: a read takes a fifth of the time at most
        found.retryAt = performance.now() + READS_APART * (performance.now() - started);
      },
      () => {
        // a read that failed (past its budget on a huge file, say) is not tried again at once: lists stay in SQL
        found.retryAt = performance.now() + RETRY_AFTER_MS;
      },
    )
    .finally(() => (found.building = undefined));
  return undefined;
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
  const columns = currentColumns(db, found);
  if (!columns) return undefined;
  const rules = await found.rules.through(RULES_KEY, () => readRules(db));
  if (found.columns.get(COLUMNS_KEY) !== columns) return undefined;
  const active = statusCode('active');
  const sold = statusCode('sold');
  return (id) => {
    const slot = columns.slotOf(id);
    if (slot < 0) return false;
    const seller = columns.sellers[slot]!;
    if (viewer && (viewer.isAdmin || viewer.id === seller)) return true;
    const status = columns.statuses[slot];
    return (status === active || status === sold) && !rules.keptSellers.has(seller) && !rules.hiddenListings.has(id);
  };
}

/** Waits until the listings are kept in memory (tests, and a server warming up). False on PostgreSQL. */
export async function listingIndexReady(db: Knex): Promise<boolean> {
  const found = cachesOf(db);
  if (!found) return false;
  for (let tries = 0; tries < 10; tries += 1) {
    if (currentColumns(db, found, true)) return true;
    await found.building;
  }
  return false;
}

/** A list's listings, chosen from memory. */
export interface ListingSelection {
  /** the listings the list holds (X-Total-Count) */
  total: number;
  /** the ids of `limit` listings from `offset` on, in an order (`relevance`: a search with no sort) */
  page: (order: ListingOrder | 'relevance', offset: number, limit: number) => number[];
}

/**
 * The listings a list holds, from memory: undefined where they are not kept (PostgreSQL, a change
 * being read), and the caller asks SQL.
 */
export async function selectListings(db: Knex, filters: ProductFilters, viewer: Viewer | null): Promise<ListingSelection | undefined> {
  const found = cachesOf(db);
  if (!found) return undefined;
  const columns = currentColumns(db, found);
  if (!columns) return undefined;
  const rules = await found.rules.through(RULES_KEY, () => readRules(db));
  const { search } = filters;
  const words = search?.terms.join(' ');
  const matches = search ? await matchesOf(found, `${search.part ?? 'all'} ${words}`, () => indexMatchIds(db, 'products', search)) : undefined;
  // a search with no sort is ranked by how many of its words a name holds (orderByRelevance)
  const titled =
    search && !filters.sort
      ? await Promise.all(search.terms.map((_, i) => matchesOf(found, `title ${i} ${words}`, () => titleMatchIds(db, 'products', search)[i]!)))
      : [];
  // the columns may have gone stale while the rules or the matches were read
  if (found.columns.get(COLUMNS_KEY) !== columns) return undefined;
  const slots = (ids: Int32Array) => slotsOf(columns, ids);
  return select(columns, shownOf(columns, rules), rules, filters, viewer, matches && slots(matches), titled.map(slots));
}

/** A search's matches, ids as the index lists them; `query` is made only when they are not kept. */
async function matchesOf(found: Caches, key: string, query: () => Knex.QueryBuilder): Promise<Int32Array> {
  return found.matches.through(key, async () => {
    const rows = (await query()) as { rowid: number }[];
    return Int32Array.from(rows, (row) => Number(row.rowid));
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

/** Who the public sees, for one read of the columns and of the rules. */
interface Shown {
  rules: Rules;
  /** 1 for a listing the public sees (active, of a member in good standing, not hidden by moderation) */
  slots: Uint8Array;
  /** per price order, how many listings the public sees among its first k, at k */
  before: Record<PriceOrder, Int32Array>;
  /** sellers with an active listing the public does not see (they see it themselves) */
  sellersKept: Set<number>;
}

const shownCache = new WeakMap<ListingColumns, Shown>();

function shownOf(columns: ListingColumns, rules: Rules): Shown {
  const known = shownCache.get(columns);
  if (known?.rules === rules) return known;
  const slots = new Uint8Array(columns.size);
  const sellersKept = new Set<number>();
  const active = statusCode('active');
  for (let slot = 0; slot < columns.size; slot += 1) {
    if (columns.statuses[slot] !== active) continue;
    const seller = columns.sellers[slot]!;
    if (rules.keptSellers.has(seller) || rules.hiddenListings.has(columns.ids[slot]!)) sellersKept.add(seller);
    else slots[slot] = 1;
  }
  const runningTotal = (order: Int32Array) => {
    const before = new Int32Array(columns.size + 1);
    for (let at = 0; at < columns.size; at += 1) before[at + 1] = before[at]! + slots[order[at]!]!;
    return before;
  };
  const before = { price_low: runningTotal(columns.orders.price_low), price_high: runningTotal(columns.orders.price_high) };
  const shown = { rules, slots, before, sellersKept };
  shownCache.set(columns, shown);
  return shown;
}

/** No category named (NaN: a slug no category has, which matches nothing). */
const ANY = -2;

/** The category a filter names as an id: ANY for none, NaN for a slug no category has. */
function categoryOf(category: string | undefined, rules: Rules): number {
  if (!category) return ANY;
  if (isCategoryId(category)) return Number(category);
  return rules.categoryIds.get(category) ?? Number.NaN;
}

/** The first of `count` places at which `isPast` holds, given that it holds from some place on. */
function bisect(count: number, isPast: (place: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isPast(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A price order's places [from, to) of the listings within a list's price bounds. */
function priceRange(columns: ListingColumns, order: PriceOrder, filters: ProductFilters): [number, number] {
  const sequence = columns.orders[order];
  const priceAt = (place: number) => columns.prices[sequence[place]!]!;
  const { minPrice = -Infinity, maxPrice = Infinity } = filters;
  const [from, to] =
    order === 'price_low'
      ? [bisect(columns.size, (place) => priceAt(place) >= minPrice), bisect(columns.size, (place) => priceAt(place) > maxPrice)]
      : [bisect(columns.size, (place) => priceAt(place) <= maxPrice), bisect(columns.size, (place) => priceAt(place) < minPrice)];
  return [from, Math.max(from, to)];
}

/**
 * A page of the listings the public sees within the price bounds, in a price order: they are the
 * order's places [from, to), so the page's first is found by bisecting the running total of those
 * the public sees, and the page read on from there.
 */
function pricePage(columns: ListingColumns, shown: Shown, order: PriceOrder, filters: ProductFilters, offset: number, limit: number): number[] {
  const [from, to] = priceRange(columns, order, filters);
  const before = shown.before[order];
  const sequence = columns.orders[order];
  const wanted = before[from]! + offset;
  const ids: number[] = [];
  for (let place = bisect(columns.size, (at) => before[at + 1]! > wanted); place < to && ids.length < limit; place += 1) {
    const slot = sequence[place]!;
    if (shown.slots[slot] === 1) ids.push(columns.ids[slot]!);
  }
  return ids;
}

function select(
  columns: ListingColumns,
  shown: Shown,
  rules: Rules,
  filters: ProductFilters,
  viewer: Viewer | null,
  matches: Int32Array | undefined,
  titled: Int32Array[],
): ListingSelection {
  const everything = viewer?.isAdmin === true;
  const own = viewer && !everything ? viewer.id : -1;
  // what the public sees is what this viewer sees: an active list, and none of theirs kept from the public
  const asPublic = !everything && filters.status === 'active' && !shown.sellersKept.has(own);
  const [from, to] = priceRange(columns, 'price_low', filters);
  const byPriceOnly = !matches && asPublic && !filters.category && filters.categoryId === undefined && !filters.condition && filters.sellerId === undefined;
  if (byPriceOnly) {
    const total = shown.before.price_low[to]! - shown.before.price_low[from]!;
    const { minPrice = -Infinity, maxPrice = Infinity } = filters;
    const { prices } = columns;
    const within = (slot: number) => shown.slots[slot] === 1 && prices[slot]! >= minPrice && prices[slot]! <= maxPrice;
    return {
      total,
      page: (order, offset, limit) =>
        order === 'price_low' || order === 'price_high'
          ? pricePage(columns, shown, order, filters, offset, limit)
          : newestPage(columns, shown, within, from, to, total, offset, limit),
    };
  }
  const selected = matches
    ? testMatches(columns, shown, rules, filters, own, everything, matches, asPublic)
    : testRange(columns, shown, rules, filters, own, everything, from, to);
  return {
    total: selected.length,
    page: (order, offset, limit) =>
      order === 'relevance' ? rankedPageOf(columns, selected, titled, offset, limit) : pageOf(columns, selected, order, offset, limit),
  };
}

/** The test of applyFilters' SQL (listing-filters.ts, listing-visibility.ts) but the price's, one slot at a time. */
function tester(columns: ListingColumns, shown: Shown, rules: Rules, filters: ProductFilters, own: number, everything: boolean): (slot: number) => boolean {
  const { sellers, categories, conditions, statuses, reserved } = columns;
  const shownSlots = shown.slots;
  const byCategory = categoryOf(filters.category, rules);
  const byCategoryId = filters.categoryId ?? ANY;
  const condition = filters.condition === undefined ? -1 : conditionCode(filters.condition);
  const sellerId = filters.sellerId ?? -1;
  const { status } = filters;
  const wanted = status === 'all' ? -1 : statusCode(status === 'reserved' ? 'active' : status);
  const holdOnly = status === 'reserved';
  // a listing without a category (NO_CATEGORY) matches no id, as NULL matches none in SQL
  return (slot) =>
    (wanted < 0 || statuses[slot] === wanted) &&
    (!holdOnly || reserved[slot] === 1) &&
    (byCategory === ANY || categories[slot] === byCategory) &&
    (byCategoryId === ANY || categories[slot] === byCategoryId) &&
    (condition < 0 || conditions[slot] === condition) &&
    (sellerId < 0 || sellers[slot] === sellerId) &&
    (everything || shownSlots[slot] === 1 || sellers[slot] === own);
}

/** The listings of the price order's places [from, to) that pass the list's other tests. */
function testRange(
  columns: ListingColumns,
  shown: Shown,
  rules: Rules,
  filters: ProductFilters,
  own: number,
  everything: boolean,
  from: number,
  to: number,
): Int32Array {
  const passes = tester(columns, shown, rules, filters, own, everything);
  // the whole range: the slots in their own order (newest first) read the columns straight along
  const byPrice = to - from === columns.size ? columns.orders.newest : columns.orders.price_low;
  const kept = scratchOf(columns);
  let count = 0;
  for (let at = from; at < to; at += 1) {
    const slot = byPrice[at]!;
    if (passes(slot)) kept[count++] = slot;
  }
  return kept.slice(0, count);
}

/** A search's matches that pass the list's tests, its price bounds too. */
function testMatches(
  columns: ListingColumns,
  shown: Shown,
  rules: Rules,
  filters: ProductFilters,
  own: number,
  everything: boolean,
  matches: Int32Array,
  asPublic: boolean,
): Int32Array {
  const { prices } = columns;
  const { minPrice = -Infinity, maxPrice = Infinity } = filters;
  const kept = scratchOf(columns);
  let count = 0;
  if (asPublic && filters.sellerId === undefined) {
    // what most searches are: the public's active listings, perhaps by category and condition, tested in line
    const { categories, conditions } = columns;
    const shownSlots = shown.slots;
    const byCategory = categoryOf(filters.category, rules);
    const byCategoryId = filters.categoryId ?? ANY;
    const condition = filters.condition === undefined ? -1 : conditionCode(filters.condition);
    for (let at = 0; at < matches.length; at += 1) {
      const slot = matches[at]!;
      if (shownSlots[slot] === 0) continue;
      const price = prices[slot]!;
      if (price < minPrice || price > maxPrice) continue;
      const category = categories[slot]!;
      if ((byCategory !== ANY && category !== byCategory) || (byCategoryId !== ANY && category !== byCategoryId)) continue;
      if (condition >= 0 && conditions[slot] !== condition) continue;
      kept[count++] = slot;
    }
    return kept.slice(0, count);
  }
  const passes = tester(columns, shown, rules, filters, own, everything);
  for (let at = 0; at < matches.length; at += 1) {
    const slot = matches[at]!;
    if (prices[slot]! >= minPrice && prices[slot]! <= maxPrice && passes(slot)) kept[count++] = slot;
  }
  return kept.slice(0, count);
}

const scratches = new WeakMap<ListingColumns, Int32Array>();

/** A slot for every listing, written and copied out within one synchronous test: the copy is as long as what it kept. */
function scratchOf(columns: ListingColumns): Int32Array {
  let scratch = scratches.get(columns);
  if (!scratch) {
    scratch = new Int32Array(columns.size);
    scratches.set(columns, scratch);
  }
  return scratch;
}

/** marks for pageOf, one per slot: a slot is selected while its mark is the current stamp */
const stamps = new WeakMap<ListingColumns, { marks: Int32Array; stamp: number }>();

/** The ids of a page of the selected slots in an order: a few are sorted, many are read in the order. */
function pageOf(columns: ListingColumns, selected: Int32Array, order: ListingOrder, offset: number, limit: number): number[] {
  if (offset >= selected.length) return [];
  if (selected.length < SORTED_BELOW) {
    const ranks = columns.ranks[order];
    const sorted = Int32Array.from(selected).sort((a, b) => ranks[a]! - ranks[b]!);
    return Array.from(sorted.subarray(offset, offset + limit), (slot) => columns.ids[slot]!);
  }
  let marking = stamps.get(columns);
  if (!marking) {
    marking = { marks: new Int32Array(columns.size), stamp: 0 };
    stamps.set(columns, marking);
  }
  const { marks } = marking;
  const stamp = (marking.stamp = (marking.stamp + 1) | 0 || 1);
  if (stamp === 1) marks.fill(0);
  for (let at = 0; at < selected.length; at += 1) marks[selected[at]!] = stamp;
  return walk(columns, columns.orders[order], (slot) => marks[slot] === stamp, selected.length, offset, limit);
}

/** Adds one to each listed listing's relevance (`add` 1), or sets it back to nothing (0). */
function count(relevance: Uint8Array, slots: Int32Array, add: 0 | 1): void {
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    relevance[slot] = add === 0 ? 0 : relevance[slot]! + 1;
  }
}

/** how many words of the search each slot's name holds, while rankedPageOf runs */
const relevances = new WeakMap<ListingColumns, Uint8Array>();

/**
 * The ids of a page of a ranked search: the selected slots by how many of the search's words their
 * name holds, then newest first (orderByRelevance and the list's own order).
 */
function rankedPageOf(columns: ListingColumns, selected: Int32Array, titled: Int32Array[], offset: number, limit: number): number[] {
  if (offset >= selected.length) return [];
  let relevance = relevances.get(columns);
  if (!relevance) {
    relevance = new Uint8Array(columns.size);
    relevances.set(columns, relevance);
  }
  const held = relevance;
  for (const slots of titled) count(held, slots, 1);
  try {
    const newest = columns.ranks.newest;
    if (selected.length < SORTED_BELOW) {
      const sorted = Int32Array.from(selected).sort((a, b) => held[b]! - held[a]! || newest[a]! - newest[b]!);
      return Array.from(sorted.subarray(offset, offset + limit), (slot) => columns.ids[slot]!);
    }
    // the slots of each relevance, the most relevant first, each read in the newest order
    const counts = new Int32Array(titled.length + 1);
    for (let at = 0; at < selected.length; at += 1) {
      const level = held[selected[at]!]!;
      counts[level] = counts[level]! + 1;
    }
    const ids: number[] = [];
    let skip = offset;
    for (let level = titled.length; level >= 0 && ids.length < limit; level -= 1) {
      const count = counts[level]!;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const inLevel = selected.filter((slot) => held[slot] === level);
      ids.push(...pageOf(columns, inLevel, 'newest', skip, limit - ids.length));
      skip = 0;
    }
    return ids;
  } finally {
    for (const slots of titled) count(held, slots, 0);
  }
}

/**
 * A page, newest first, of the listings the public sees within a price range: read along the
 * slots (newest first) when the page comes soon, or else the range's slots, taken from the price
 * order, sorted (a slot is its place newest first) and the page cut from them.
 */
function newestPage(
  columns: ListingColumns,
  shown: Shown,
  within: (slot: number) => boolean,
  from: number,
  to: number,
  total: number,
  offset: number,
  limit: number,
): number[] {
  // a walk passes about (the page's distance from the nearer end) × listings / total slots
  const distance = Math.min(offset + limit, total - offset);
  const walked = (distance * columns.size) / Math.max(total, 1);
  const sorted = (to - from) * Math.log2(Math.max(to - from, 2));
  if (walked <= sorted) return walk(columns, columns.orders.newest, within, total, offset, limit);
  const byPrice = columns.orders.price_low;
  const range = new Int32Array(total);
  let count = 0;
  for (let place = from; place < to; place += 1) {
    const slot = byPrice[place]!;
    if (shown.slots[slot] === 1) range[count++] = slot;
  }
  return Array.from(range.sort().subarray(offset, offset + limit), (slot) => columns.ids[slot]!);
}

/** Reads an order's slots, keeping those `isSelected` (`total` of them), for the ids of one page. */
function walk(columns: ListingColumns, sequence: Int32Array, isSelected: (slot: number) => boolean, total: number, offset: number, limit: number): number[] {
  const end = Math.min(offset + limit, total);
  const ids: number[] = [];
  if (offset >= end) return ids;
  // a page in the second half is found sooner from the end
  if (offset * 2 > total) {
    let place = total;
    for (let at = sequence.length - 1; at >= 0 && place > offset; at -= 1) {
      const slot = sequence[at]!;
      if (!isSelected(slot)) continue;
      place -= 1;
      if (place < end) ids.push(columns.ids[slot]!);
    }
    return ids.reverse();
  }
  let place = 0;
  for (let at = 0; at < sequence.length && place < end; at += 1) {
    const slot = sequence[at]!;
    if (!isSelected(slot)) continue;
    if (place >= offset) ids.push(columns.ids[slot]!);
    place += 1;
  }
  return ids;
}
