import type { Viewer } from '../auth';
import { isCategoryId } from '../categories';
import { bisect, conditionCode, priceRange, statusCode, type ListingColumns, type ListingOrder } from './listing-columns';
import { inOrder, newestPage, pageOf, pricePage, rankedPageOf } from './listing-pages';
import type { Rules, Shown } from './listing-shown';
import type { ProductFilters } from './product-filters';

/*
 * Which listings a list holds, chosen from the columns kept in memory (listing-index.ts): the same
 * tests as the list's SQL (listing-filters.ts, listing-visibility.ts), one listing at a time, over
 * the candidates (a search's matches, or the price order's range), or, for a list bounded by price
 * alone, two look-ups in a running total.
 */

/** A list's listings, chosen from memory. */
export interface ListingSelection {
  /** the listings the list holds (X-Total-Count) */
  total: number;
  /** the ids of `limit` listings from `offset` on, in an order (`relevance`: a search with no sort) */
  page: (order: ListingOrder | 'relevance', offset: number, limit: number) => number[];
}

/** No category named (NaN: a slug no category has, which matches nothing). */
const ANY = -2;

/** The category a filter names as an id: ANY for none, NaN for a slug no category has. */
function categoryOf(category: string | undefined, rules: Rules): number {
  if (!category) return ANY;
  if (isCategoryId(category)) return Number(category);
  return rules.categoryIds.get(category) ?? Number.NaN;
}

/** A list being chosen: the listings kept, who sees what, the list's filters and who asks. */
interface ListQuery {
  columns: ListingColumns;
  shown: Shown;
  rules: Rules;
  filters: ProductFilters;
  /** the viewer's id, who sees their own listings whatever their state (-1: none, or an admin) */
  own: number;
  /** an admin, who sees every listing */
  everything: boolean;
  /** the viewer sees what the public does: an active list, and none of theirs kept from the public */
  asPublic: boolean;
}

export function select(
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
  const asPublic = !everything && filters.status === 'active' && !shown.sellersKept.has(own);
  const list: ListQuery = { columns, shown, rules, filters, own, everything, asPublic };
  const [from, to] = priceRange(columns, 'price_low', filters);
  const byPriceOnly = !matches && asPublic && !filters.category && filters.categoryId === undefined && !filters.condition && filters.sellerId === undefined;
  if (byPriceOnly) {
    const total = shown.before.price_low[to]! - shown.before.price_low[from]!;
    return {
      total,
      page: (order, offset, limit) =>
        order === 'price_low' || order === 'price_high'
          ? pricePage(columns, shown, order, filters, offset, limit)
          : newestPage(columns, shown, filters, from, to, total, offset, limit),
    };
  }
  const selected = matches ? testMatches(list, matches) : testRange(list, from, to);
  return {
    total: selected.length,
    page: (order, offset, limit) =>
      order === 'relevance' ? rankedPageOf(columns, selected, titled, offset, limit) : pageOf(columns, selected, order, offset, limit),
  };
}

/** The category and condition a list asks for, as the columns hold them (ANY, -1: not asked). */
function columnFilters({ filters, rules }: ListQuery): { byCategory: number; byCategoryId: number; condition: number } {
  return {
    byCategory: categoryOf(filters.category, rules),
    byCategoryId: filters.categoryId ?? ANY,
    condition: filters.condition === undefined ? -1 : conditionCode(filters.condition),
  };
}

/** The test of applyFilters' SQL (listing-filters.ts, listing-visibility.ts) but the price's, one slot at a time. */
function tester(list: ListQuery): (slot: number) => boolean {
  const { columns, shown, filters, own, everything } = list;
  const { sellers, categories, conditions, statuses, reserved } = columns;
  const shownSlots = shown.slots;
  const { byCategory, byCategoryId, condition } = columnFilters(list);
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
function testRange(list: ListQuery, from: number, to: number): Int32Array {
  const { columns } = list;
  const passes = tester(list);
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
function testMatches(list: ListQuery, matches: Int32Array): Int32Array {
  const { columns, shown, filters } = list;
  const { prices } = columns;
  const { minPrice = -Infinity, maxPrice = Infinity } = filters;
  const kept = scratchOf(columns);
  let count = 0;
  if (list.asPublic && filters.sellerId === undefined) {
    // what most searches are: the public's active listings, perhaps by category and condition; the
    // price bounds are a range of those in the price order, and the rest are tested in line
    const { categories, conditions } = columns;
    const { byCategory, byCategoryId, condition } = columnFilters(list);
    const byPrice = publicMatchesByPrice(columns, shown, matches);
    const from = bisect(byPrice.length, (at) => prices[byPrice[at]!]! >= minPrice);
    const to = Math.max(
      from,
      bisect(byPrice.length, (at) => prices[byPrice[at]!]! > maxPrice),
    );
    // read only: the pages copy what they sort (listing-pages.ts)
    if (byCategory === ANY && byCategoryId === ANY && condition < 0) return byPrice.subarray(from, to);
    for (let at = from; at < to; at += 1) {
      const slot = byPrice[at]!;
      const category = categories[slot]!;
      if ((byCategory !== ANY && category !== byCategory) || (byCategoryId !== ANY && category !== byCategoryId)) continue;
      if (condition >= 0 && conditions[slot] !== condition) continue;
      kept[count++] = slot;
    }
    return kept.slice(0, count);
  }
  const passes = tester(list);
  for (let at = 0; at < matches.length; at += 1) {
    const slot = matches[at]!;
    if (prices[slot]! >= minPrice && prices[slot]! <= maxPrice && passes(slot)) kept[count++] = slot;
  }
  return kept.slice(0, count);
}

/** each search's matches that the public sees, in the price order, while the rules of what it sees hold */
const publicByPrice = new WeakMap<Int32Array, { shown: Shown; slots: Int32Array }>();

/**
 * A search's matches the public sees, lowest price first: made once per matches (listing-index.ts
 * keeps them) and rules. Most searches match a few listings, which are sorted (inOrder); a common
 * word's matches are picked out along the whole price order, which then costs less than sorting them.
 */
export function publicMatchesByPrice(columns: ListingColumns, shown: Shown, matches: Int32Array): Int32Array {
  const known = publicByPrice.get(matches);
  if (known?.shown === shown) return known.slots;
  const kept = matches.length * SORT_FACTOR < columns.size ? sortedShown(columns, shown, matches) : pickedShown(columns, shown, matches);
  publicByPrice.set(matches, { shown, slots: kept });
  return kept;
}

/** about what sorting costs a match, against reading one place of the price order */
const SORT_FACTOR = 16;

function sortedShown(columns: ListingColumns, shown: Shown, matches: Int32Array): Int32Array {
  const shownMatches = matches.filter((slot) => shown.slots[slot] === 1);
  return inOrder(columns, shownMatches, 'price_low');
}

function pickedShown(columns: ListingColumns, shown: Shown, matches: Int32Array): Int32Array {
  const isMatch = new Uint8Array(columns.size);
  for (let at = 0; at < matches.length; at += 1) isMatch[matches[at]!] = 1;
  const order = columns.orders.price_low;
  const slots = new Int32Array(matches.length);
  let count = 0;
  for (let at = 0; at < order.length; at += 1) {
    const slot = order[at]!;
    if (isMatch[slot] === 1 && shown.slots[slot] === 1) slots[count++] = slot;
  }
  return slots.slice(0, count);
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
