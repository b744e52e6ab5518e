import { bisect, priceRange, type ListingColumns, type ListingOrder, type PriceOrder } from './listing-columns';
import type { Shown } from './listing-shown';
import type { ProductFilters } from './product-filters';

/*
 * A page of the listings a list holds (listing-selection.ts), in its order: a few are sorted, many
 * are read along the order from its nearer end; a ranked search level by level of relevance.
 */

/** a selection this small is sorted; a larger one is read in the order's own sequence */
const SORTED_BELOW = 1024;

/**
 * A page of the listings the public sees within the price bounds, in a price order: they are the
 * order's places [from, to), so the page's first is found by bisecting the running total of those
 * the public sees, and the page read on from there.
 */
export function pricePage(columns: ListingColumns, shown: Shown, order: PriceOrder, filters: ProductFilters, offset: number, limit: number): number[] {
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

/**
 * The slots in an order: their places in it sorted as plain numbers, then read back as slots. A
 * typed array sorts its numbers natively, ten times sooner than through a comparison function.
 */
export function inOrder(columns: ListingColumns, slots: Int32Array, order: ListingOrder): Int32Array {
  const ranks = columns.ranks[order];
  const sequence = columns.orders[order];
  const sorted = new Int32Array(slots.length);
  for (let at = 0; at < slots.length; at += 1) sorted[at] = ranks[slots[at]!]!;
  sorted.sort();
  for (let at = 0; at < sorted.length; at += 1) sorted[at] = sequence[sorted[at]!]!;
  return sorted;
}

/** marks for pageOf, one per slot: a slot is selected while its mark is the current stamp */
const stamps = new WeakMap<ListingColumns, { marks: Int32Array; stamp: number }>();

/** The ids of a page of the selected slots in an order: a few are sorted, many are read in the order. */
export function pageOf(columns: ListingColumns, selected: Int32Array, order: ListingOrder, offset: number, limit: number): number[] {
  if (offset >= selected.length) return [];
  if (selected.length < SORTED_BELOW) {
    const sorted = inOrder(columns, selected, order);
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
export function rankedPageOf(columns: ListingColumns, selected: Int32Array, titled: Int32Array[], offset: number, limit: number): number[] {
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
      // one number a slot, sorted natively (see inOrder): fewer words held first, then the newest place
      const { size } = columns;
      const keys = new Float64Array(selected.length);
      for (let at = 0; at < selected.length; at += 1) {
        const slot = selected[at]!;
        keys[at] = (titled.length - held[slot]!) * size + newest[slot]!;
      }
      keys.sort();
      const page = keys.subarray(offset, offset + limit);
      return Array.from(page, (key) => columns.ids[columns.orders.newest[key % size]!]!);
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
export function newestPage(
  columns: ListingColumns,
  shown: Shown,
  filters: ProductFilters,
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
  if (walked <= sorted) return walkWithin(columns, shown, filters, total, offset, limit);
  const byPrice = columns.orders.price_low;
  const range = new Int32Array(total);
  let count = 0;
  for (let place = from; place < to; place += 1) {
    const slot = byPrice[place]!;
    if (shown.slots[slot] === 1) range[count++] = slot;
  }
  return Array.from(range.sort().subarray(offset, offset + limit), (slot) => columns.ids[slot]!);
}

/** slots a block of the price index holds */
const BLOCK = 512;

/**
 * The prices of the listings the public sees, block by block of slots (newest first), each block's
 * sorted: how many of a block fall within price bounds is two bisections, so a walk to a deep page
 * passes whole blocks rather than each listing in them.
 */
interface PriceBlocks {
  /** each block's prices, sorted, one block after another */
  prices: Float64Array;
  /** where each block's prices start in `prices` (one more entry than blocks: the end) */
  starts: Int32Array;
}

const priceBlocks = new WeakMap<Shown, PriceBlocks>();

/** The price blocks of what the public sees, made once per read of the columns and of the rules. */
function priceBlocksOf(columns: ListingColumns, shown: Shown): PriceBlocks {
  const known = priceBlocks.get(shown);
  if (known) return known;
  const blocks = Math.ceil(columns.size / BLOCK);
  const prices = new Float64Array(columns.size);
  const starts = new Int32Array(blocks + 1);
  let count = 0;
  for (let block = 0; block < blocks; block += 1) {
    starts[block] = count;
    const end = Math.min((block + 1) * BLOCK, columns.size);
    for (let slot = block * BLOCK; slot < end; slot += 1) if (shown.slots[slot] === 1) prices[count++] = columns.prices[slot]!;
    prices.subarray(starts[block], count).sort();
  }
  starts[blocks] = count;
  const made = { prices: prices.slice(0, count), starts };
  priceBlocks.set(shown, made);
  return made;
}

/** How many prices of a block of the price index fall within [min, max]. */
function countWithin({ prices, starts }: PriceBlocks, block: number, min: number, max: number): number {
  const from = starts[block]!;
  const size = starts[block + 1]! - from;
  const low = bisect(size, (at) => prices[from + at]! >= min);
  const high = bisect(size, (at) => prices[from + at]! > max);
  return Math.max(0, high - low);
}

/**
 * Reads the slots (newest first) from the nearer end, keeping those the public sees within the
 * price bounds, for the ids of one page: the tests in line, for the commonest list of all. The
 * blocks before the page are passed whole (priceBlocksOf).
 */
function walkWithin(columns: ListingColumns, shown: Shown, filters: ProductFilters, total: number, offset: number, limit: number): number[] {
  const end = Math.min(offset + limit, total);
  if (offset >= end) return [];
  const fromEnd = offset * 2 > total;
  // counted from the end, the page is what comes after the last (total - end) listings
  const skip = fromEnd ? total - end : offset;
  const wanted = end - offset;
  const { prices, size } = columns;
  const shownSlots = shown.slots;
  const { minPrice = -Infinity, maxPrice = Infinity } = filters;
  // a page within the first block's reach is read at once: the blocks are made only for a walk they shorten
  const blocks = skip >= BLOCK ? priceBlocksOf(columns, shown) : undefined;
  const blockCount = Math.ceil(size / BLOCK);
  let passed = 0;
  let block = 0;
  for (; blocks && block < blockCount; block += 1) {
    const within = countWithin(blocks, fromEnd ? blockCount - 1 - block : block, minPrice, maxPrice);
    if (passed + within > skip) break;
    passed += within;
  }
  const ids: number[] = [];
  const step = fromEnd ? -1 : 1;
  // the first slot of the first block not passed (from the end: the last slot of the last one not passed)
  const first = fromEnd ? Math.min((blockCount - block) * BLOCK, size) - 1 : block * BLOCK;
  for (let slot = first; slot >= 0 && slot < size && ids.length < wanted; slot += step) {
    if (shownSlots[slot] === 0) continue;
    const price = prices[slot]!;
    if (price < minPrice || price > maxPrice) continue;
    if (passed >= skip) ids.push(columns.ids[slot]!);
    passed += 1;
  }
  return fromEnd ? ids.reverse() : ids;
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
