import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random';
import { priceRange, statusCode, type ListingColumns } from './listing-columns';
import { newestPage, pageOf, rankedPageOf } from './listing-pages';
import { publicMatchesByPrice } from './listing-selection';
import { shownOf } from './listing-shown';

/** Columns of `size` listings (slot = place newest first), a price and a status each, as readListingColumns makes them. */
function columnsOf(prices: number[], active: boolean[]): ListingColumns {
  const size = prices.length;
  const byPrice = Array.from({ length: size }, (_, slot) => slot).sort((a, b) => prices[a]! - prices[b]! || a - b);
  const columns: ListingColumns = {
    size,
    ids: Int32Array.from({ length: size }, (_, slot) => size - slot),
    sellers: new Int32Array(size).fill(1),
    categories: new Int32Array(size),
    conditions: new Uint8Array(size),
    prices: Float64Array.from(prices),
    statuses: Uint8Array.from(active, (isActive) => statusCode(isActive ? 'active' : 'sold')),
    reserved: new Uint8Array(size),
    created: Array.from({ length: size }, () => '2026-11-01T00:00:00.000Z'),
    isPatchable: true,
    orders: {
      newest: Int32Array.from({ length: size }, (_, slot) => slot),
      price_low: Int32Array.from(byPrice),
      price_high: Int32Array.from(byPrice).reverse(),
    },
    ranks: { newest: new Int32Array(size), price_low: new Int32Array(size), price_high: new Int32Array(size) },
    slotOf: (id) => (id >= 1 && id <= size ? size - id : -1),
  };
  for (const order of ['newest', 'price_low', 'price_high'] as const) columns.orders[order].forEach((slot, rank) => (columns.ranks[order][slot] = rank));
  return columns;
}

/** `count` different slots of `size`, in no order */
function someSlots(random: ReturnType<typeof seededRandom>, size: number, count: number): Int32Array {
  const slots = Array.from({ length: size }, (_, slot) => slot);
  for (let at = 0; at < count; at += 1) {
    const other = at + random.int(size - at);
    [slots[at], slots[other]] = [slots[other]!, slots[at]!];
  }
  return Int32Array.from(slots.slice(0, count));
}

/** The ids of the slots as a comparison sorts them, cut to the page. */
const sortedPage = (columns: ListingColumns, slots: Int32Array, compare: (a: number, b: number) => number, offset: number, limit: number) =>
  Array.from(
    Int32Array.from(slots)
      .sort(compare)
      .subarray(offset, offset + limit),
    (slot) => columns.ids[slot]!,
  );

describe('a page of selected listings, sorted or read along the order', () => {
  const size = 3000;
  const random = seededRandom(11);
  const prices = Array.from({ length: size }, () => 100 * (1 + random.int(60)));
  const columns = columnsOf(
    prices,
    prices.map(() => true),
  );

  it.each([0, 1, 2, 500, 1023, 1024, 2999])('is each order’s own, with %i selected', (count) => {
    const selected = someSlots(random, size, count);
    for (const order of ['newest', 'price_low', 'price_high'] as const) {
      const rank = columns.ranks[order];
      for (const [offset, limit] of [
        [0, 24],
        [Math.max(0, count - 3), 24],
        [Math.floor(count / 2), 7],
      ] as const) {
        expect(pageOf(columns, selected, order, offset, limit), `${order}, ${offset}+${limit}`).toEqual(
          sortedPage(columns, selected, (a, b) => rank[a]! - rank[b]!, offset, limit),
        );
      }
    }
  });

  it.each([0, 1, 300, 1023, 1024, 2500])('ranks a search’s %i selected by the words their names hold, then newest first', (count) => {
    const selected = someSlots(random, size, count);
    const titled = [someSlots(random, size, 900), someSlots(random, size, 1500), someSlots(random, size, 40)];
    const held = (slot: number) => titled.filter((slots) => slots.includes(slot)).length;
    for (const [offset, limit] of [
      [0, 24],
      [Math.max(0, count - 5), 24],
      [Math.floor(count / 3), 50],
    ] as const) {
      expect(rankedPageOf(columns, selected, titled, offset, limit), `${offset}+${limit}`).toEqual(
        sortedPage(columns, selected, (a, b) => held(b) - held(a) || a - b, offset, limit),
      );
    }
  });

  it.each([0, 1, 40, 187, 188, 600, 3000])('takes %i matches the public sees in the price order, sorted or picked out', (count) => {
    const active = Array.from({ length: size }, () => random.chance(0.7));
    const someShown = columnsOf(prices, active);
    const shown = shownOf(someShown, { keptSellers: new Set(), hiddenListings: new Set(), categoryIds: new Map() });
    const matches = someSlots(random, size, count);
    const expected = someShown.orders.price_low.filter((slot) => matches.includes(slot) && shown.slots[slot] === 1);
    expect(Array.from(publicMatchesByPrice(someShown, shown, matches))).toEqual(Array.from(expected));
  });
});

describe('a page newest first within price bounds, read past whole blocks', () => {
  it.each([0, 1, 511, 512, 513, 1024, 1537, 3000])('is the page a plain walk gives, at every offset, with %i listings', (size) => {
    const random = seededRandom(size + 7);
    // whole runs of listings the public does not see, so some blocks hold none within the bounds
    const prices = Array.from({ length: size }, () => 100 * (1 + random.int(50)));
    const active = Array.from({ length: size }, (_, slot) => Math.floor(slot / 700) % 3 !== 1 && random.chance(0.8));
    const columns = columnsOf(prices, active);
    const shown = shownOf(columns, { keptSellers: new Set(), hiddenListings: new Set(), categoryIds: new Map() });
    for (const [minPrice, maxPrice] of [
      [undefined, undefined],
      [1500, 1500],
      [300, 3900],
      [4000, 100],
      [2000, undefined],
    ] as const) {
      const filters = { status: 'active' as const, minPrice, maxPrice };
      const expected = columns.orders.newest.filter(
        (slot) => shown.slots[slot] === 1 && prices[slot]! >= (minPrice ?? -Infinity) && prices[slot]! <= (maxPrice ?? Infinity),
      );
      const [from, to] = priceRange(columns, 'price_low', filters);
      const total = shown.before.price_low[to]! - shown.before.price_low[from]!;
      expect(total).toBe(expected.length);
      for (const limit of [1, 24]) {
        for (let offset = 0; offset <= total; offset += limit === 1 ? 1 + random.int(37) : 24) {
          const page = newestPage(columns, shown, filters, from, to, total, offset, limit);
          expect(page, `${size} listings, ${minPrice}–${maxPrice}, ${offset}+${limit}`).toEqual(
            Array.from(expected.slice(offset, offset + limit), (slot) => columns.ids[slot]),
          );
        }
      }
    }
  });
});
