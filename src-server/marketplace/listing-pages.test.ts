import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random';
import { priceRange, statusCode, type ListingColumns } from './listing-columns';
import { newestPage } from './listing-pages';
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
    orders: {
      newest: Int32Array.from({ length: size }, (_, slot) => slot),
      price_low: Int32Array.from(byPrice),
      price_high: Int32Array.from(byPrice).reverse(),
    },
    ranks: { newest: new Int32Array(size), price_low: new Int32Array(size), price_high: new Int32Array(size) },
    slotOf: (id) => (id >= 1 && id <= size ? size - id : -1),
  };
  return columns;
}

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
