import type { Knex } from 'knex';
import { CONDITIONS } from '../../src-shared/format/conditions';
import type { Condition } from '../../src-shared/types';
import type { ProductFilters } from './product-filters';

/*
 * Every listing's filtered columns, one typed array per column, in memory (SQLite only: see
 * listing-index.ts). A listing has a slot, given newest first, so the commonest order is read
 * straight along the arrays; the price orders are slots in order, and each slot's place in them (its
 * rank) is kept too, so a list is counted and paged without SQL.
 */

/** the stored statuses; reserved is an active listing with a hold */
const STATUSES = ['active', 'sold', 'draft', 'archived'] as const;
const UNKNOWN = 255;
export const NO_CATEGORY = -1;

export type ListingOrder = 'newest' | 'price_low' | 'price_high';
const PRICE_ORDERS = ['price_low', 'price_high'] as const;
export type PriceOrder = (typeof PRICE_ORDERS)[number];

export interface ListingColumns {
  size: number;
  ids: Int32Array;
  sellers: Int32Array;
  categories: Int32Array;
  conditions: Uint8Array;
  prices: Float64Array;
  statuses: Uint8Array;
  reserved: Uint8Array;
  /** each listing's created_at, as stored: where a listing changed or added goes in the newest order */
  created: string[];
  /** every price a number and every created_at text, so a change can be placed in the orders as SQLite sorts them */
  isPatchable: boolean;
  /** slots in each order, as SQLite sorts them (newest: 0, 1, 2, …) */
  orders: Record<ListingOrder, Int32Array>;
  /** each slot's place in each order */
  ranks: Record<ListingOrder, Int32Array>;
  /** a listing id's slot, or -1 */
  slotOf: (id: number) => number;
}

export interface ColumnRow {
  id: number;
  seller_id: number;
  category_id: number | null;
  condition: string;
  price: number;
  status: string;
  reserved: number;
  created_at: string;
  price_low: number;
  price_high: number;
}

/** The columns of listing-columns, as read for one listing (its places in the orders are worked out from the rest). */
export const COLUMN_SELECT = ['id', 'seller_id', 'category_id', 'condition', 'price', 'status', 'reserved_at IS NOT NULL AS reserved', 'created_at'];

const codeOf = (list: readonly string[], value: string) => {
  const code = list.indexOf(value);
  return code < 0 ? UNKNOWN : code;
};

export const conditionCode = (condition: Condition) => codeOf(CONDITIONS, condition);
export const statusCode = (status: string) => codeOf(STATUSES, status);

/** Columns for `size` listings, every value 0 (filled by a read of every listing, or by changes placed: listing-column-changes.ts). */
export function emptyColumns(size: number): ListingColumns {
  return {
    size,
    ids: new Int32Array(size),
    sellers: new Int32Array(size),
    categories: new Int32Array(size),
    conditions: new Uint8Array(size),
    prices: new Float64Array(size),
    statuses: new Uint8Array(size),
    reserved: new Uint8Array(size),
    created: new Array<string>(size),
    isPatchable: true,
    orders: { newest: new Int32Array(size), price_low: new Int32Array(size), price_high: new Int32Array(size) },
    ranks: { newest: new Int32Array(size), price_low: new Int32Array(size), price_high: new Int32Array(size) },
    slotOf: () => -1,
  };
}

/**
 * One read of every listing, newest first, each with its place in the price orders, numbered by
 * SQLite itself so that ties and text dates sort exactly as the lists' own ORDER BY does.
 */
export async function readListingColumns(db: Knex): Promise<ListingColumns> {
  const rows: ColumnRow[] = await db('products')
    .select(
      db.raw(
        [
          ...COLUMN_SELECT,
          'row_number() OVER (ORDER BY price ASC, id DESC) - 1 AS price_low',
          'row_number() OVER (ORDER BY price DESC, id DESC) - 1 AS price_high',
        ].join(', '),
      ),
    )
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const columns = emptyColumns(rows.length);
  let maxId = 0;
  rows.forEach((row, slot) => {
    writeListing(columns, slot, row);
    maxId = Math.max(maxId, columns.ids[slot]!);
    if (typeof row.price !== 'number' || typeof row.created_at !== 'string') columns.isPatchable = false;
    columns.orders.newest[slot] = slot;
    columns.ranks.newest[slot] = slot;
    for (const order of PRICE_ORDERS) {
      const rank = Number(row[order]);
      columns.ranks[order][slot] = rank;
      columns.orders[order][rank] = slot;
    }
  });
  columns.slotOf = slotFinder(columns.ids, maxId);
  return columns;
}

/** One listing's columns, as read with COLUMN_SELECT, into its slot. */
export function writeListing(columns: ListingColumns, slot: number, row: Omit<ColumnRow, 'price_low' | 'price_high'>): void {
  columns.ids[slot] = Number(row.id);
  columns.sellers[slot] = Number(row.seller_id);
  columns.categories[slot] = row.category_id === null ? NO_CATEGORY : Number(row.category_id);
  columns.conditions[slot] = codeOf(CONDITIONS, row.condition);
  columns.prices[slot] = Number(row.price);
  columns.statuses[slot] = statusCode(row.status);
  columns.reserved[slot] = Number(row.reserved) ? 1 : 0;
  columns.created[slot] = row.created_at;
}

/** A dense table from id to slot while ids are dense enough, else a map. */
export function slotFinder(ids: Int32Array, maxId: number): (id: number) => number {
  if (maxId <= 4 * ids.length + 1024) {
    const slots = new Int32Array(maxId + 1).fill(-1);
    ids.forEach((id, slot) => (slots[id] = slot));
    return (id) => (id >= 0 && id <= maxId ? slots[id]! : -1);
  }
  const slots = new Map<number, number>();
  ids.forEach((id, slot) => slots.set(id, slot));
  return (id) => slots.get(id) ?? -1;
}

/** The first of `count` places at which `isPast` holds, given that it holds from some place on. */
export function bisect(count: number, isPast: (place: number) => boolean): number {
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
export function priceRange(columns: ListingColumns, order: PriceOrder, filters: ProductFilters): [number, number] {
  const sequence = columns.orders[order];
  const priceAt = (place: number) => columns.prices[sequence[place]!]!;
  const { minPrice = -Infinity, maxPrice = Infinity } = filters;
  const [from, to] =
    order === 'price_low'
      ? [bisect(columns.size, (place) => priceAt(place) >= minPrice), bisect(columns.size, (place) => priceAt(place) > maxPrice)]
      : [bisect(columns.size, (place) => priceAt(place) <= maxPrice), bisect(columns.size, (place) => priceAt(place) < minPrice)];
  return [from, Math.max(from, to)];
}
