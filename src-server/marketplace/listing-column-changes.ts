import { bisect, emptyColumns, slotFinder, writeListing, type ColumnRow, type ListingColumns, type PriceOrder } from './listing-columns';

/*
 * Listings changed, added or deleted, placed in the columns kept in memory (listing-columns.ts)
 * without reading every listing again: the listings that stayed keep their order, and the changed
 * ones are merged in where SQLite's ORDER BY puts them (newest: created_at, then id, both descending;
 * by price: the price, then the id descending). A few passes over the arrays, against a read of
 * 100,000 listings on a read thread for each listing marked sold.
 */

/** A changed listing as it now stands, read with COLUMN_SELECT. */
export type ChangedRow = Omit<ColumnRow, 'price_low' | 'price_high'>;

/** SQLite compares text byte by byte: JavaScript agrees whenever one side of each comparison is ASCII. */
const ASCII = /^[\x20-\x7e]*$/;

const isPlaceable = (row: ChangedRow) =>
  typeof row.price === 'number' && Number.isFinite(row.price) && typeof row.created_at === 'string' && ASCII.test(row.created_at);

const isNewer = (created: string, id: number, otherCreated: string, otherId: number) => created > otherCreated || (created === otherCreated && id > otherId);

const comesFirst: Record<PriceOrder, (price: number, id: number, otherPrice: number, otherId: number) => boolean> = {
  price_low: (price, id, otherPrice, otherId) => price < otherPrice || (price === otherPrice && id > otherId),
  price_high: (price, id, otherPrice, otherId) => price > otherPrice || (price === otherPrice && id > otherId),
};

/**
 * The columns once the `changed` listings are as `rows` now hold them (a changed id with no row was
 * deleted); undefined when a listing cannot be placed as SQLite would sort it (the caller reads
 * every listing again).
 */
export function withChangedListings(columns: ListingColumns, changed: ReadonlySet<number>, rows: readonly ChangedRow[]): ListingColumns | undefined {
  if (!columns.isPatchable || !rows.every(isPlaceable)) return undefined;
  const slots = [...changed].map((id) => columns.slotOf(id));
  // what most changes are (a new price, a sale, a hold): every listing stays where it was in the newest order
  const staysInPlace = rows.length === changed.size && rows.every((row) => columns.created[columns.slotOf(row.id)] === row.created_at);
  return staysInPlace ? changedInPlace(columns, rows) : withListingsMoved(columns, slots, rows);
}

/** Each listing written into its own slot of a copy; the price orders made again only when a price changed. */
function changedInPlace(columns: ListingColumns, rows: readonly ChangedRow[]): ListingColumns {
  // the ids, the dates and the newest order stay as they are, shared with the columns before
  const next: ListingColumns = {
    ...columns,
    sellers: columns.sellers.slice(),
    categories: columns.categories.slice(),
    conditions: columns.conditions.slice(),
    prices: columns.prices.slice(),
    statuses: columns.statuses.slice(),
    reserved: columns.reserved.slice(),
  };
  const placedAt = new Int32Array(rows.length);
  let isPriceChanged = false;
  rows.forEach((row, at) => {
    const slot = columns.slotOf(row.id);
    if (columns.prices[slot] !== row.price) isPriceChanged = true;
    writeListing(next, slot, row);
    placedAt[at] = slot;
  });
  if (!isPriceChanged) return next;
  if (placedAt.length === 1) return withPriceMoved(columns, next, placedAt[0]!);
  const movedTo = Int32Array.from(columns.orders.newest);
  for (const slot of placedAt) movedTo[slot] = -1;
  next.orders = { ...columns.orders, price_low: new Int32Array(columns.size), price_high: new Int32Array(columns.size) };
  next.ranks = { ...columns.ranks, price_low: new Int32Array(columns.size), price_high: new Int32Array(columns.size) };
  for (const order of ['price_low', 'price_high'] as const) mergePriceOrder(columns, next, order, movedTo, placedAt);
  return next;
}

/** One listing's new price: it leaves its place in each price order for its new one, and the places between are numbered again. */
function withPriceMoved(columns: ListingColumns, next: ListingColumns, slot: number): ListingColumns {
  next.orders = { ...columns.orders };
  next.ranks = { ...columns.ranks };
  const { prices, ids } = next;
  for (const order of ['price_low', 'price_high'] as const) {
    const first = comesFirst[order];
    const sequence = columns.orders[order].slice();
    const ranks = columns.ranks[order].slice();
    const from = ranks[slot]!;
    const others = sequence.length - 1;
    sequence.copyWithin(from, from + 1);
    const to = bisect(others, (place) => first(prices[slot]!, ids[slot]!, prices[sequence[place]!]!, ids[sequence[place]!]!));
    sequence.copyWithin(to + 1, to, others);
    sequence[to] = slot;
    for (let place = Math.min(from, to); place <= Math.max(from, to); place += 1) ranks[sequence[place]!] = place;
    next.orders[order] = sequence;
    next.ranks[order] = ranks;
  }
  return next;
}

/** Listings added, deleted or dated again: the slots are numbered again, the changed ones merged in. */
function withListingsMoved(columns: ListingColumns, slots: readonly number[], rows: readonly ChangedRow[]): ListingColumns {
  const incoming = [...rows].sort((a, b) => (isNewer(a.created_at, a.id, b.created_at, b.id) ? -1 : 1));
  const isChanged = new Uint8Array(columns.size);
  let stayed = columns.size;
  for (const slot of slots) {
    if (slot < 0) continue;
    isChanged[slot] = 1;
    stayed -= 1;
  }
  const next = emptyColumns(stayed + incoming.length);
  // each old slot's new one (-1: changed), and each incoming listing's
  const movedTo = new Int32Array(columns.size).fill(-1);
  const placedAt = new Int32Array(incoming.length);
  let slot = 0;
  let waiting = 0;
  const place = (row: ChangedRow) => {
    writeListing(next, slot, row);
    placedAt[waiting++] = slot++;
  };
  for (let from = 0; from < columns.size; from += 1) {
    if (isChanged[from] === 1) continue;
    const id = columns.ids[from]!;
    const created = columns.created[from]!;
    while (waiting < incoming.length && isNewer(incoming[waiting]!.created_at, incoming[waiting]!.id, created, id)) place(incoming[waiting]!);
    next.ids[slot] = id;
    next.sellers[slot] = columns.sellers[from]!;
    next.categories[slot] = columns.categories[from]!;
    next.conditions[slot] = columns.conditions[from]!;
    next.prices[slot] = columns.prices[from]!;
    next.statuses[slot] = columns.statuses[from]!;
    next.reserved[slot] = columns.reserved[from]!;
    next.created[slot] = created;
    movedTo[from] = slot++;
  }
  while (waiting < incoming.length) place(incoming[waiting]!);
  let maxId = 0;
  for (let at = 0; at < next.size; at += 1) {
    next.orders.newest[at] = at;
    next.ranks.newest[at] = at;
    maxId = Math.max(maxId, next.ids[at]!);
  }
  for (const order of ['price_low', 'price_high'] as const) mergePriceOrder(columns, next, order, movedTo, placedAt);
  next.slotOf = slotFinder(next.ids, maxId);
  return next;
}

/** A price order of the listings that stayed, in their old order, with the incoming ones merged in. */
function mergePriceOrder(columns: ListingColumns, next: ListingColumns, order: PriceOrder, movedTo: Int32Array, placedAt: Int32Array): void {
  const first = comesFirst[order];
  const { prices, ids } = next;
  const incoming = [...placedAt].sort((a, b) => (first(prices[a]!, ids[a]!, prices[b]!, ids[b]!) ? -1 : 1));
  const sequence = next.orders[order];
  const ranks = next.ranks[order];
  let at = 0;
  let waiting = 0;
  const put = (slot: number) => {
    sequence[at] = slot;
    ranks[slot] = at++;
  };
  const before = columns.orders[order];
  for (let place = 0; place < before.length; place += 1) {
    const slot = movedTo[before[place]!]!;
    if (slot < 0) continue;
    while (waiting < incoming.length && first(prices[incoming[waiting]!]!, ids[incoming[waiting]!]!, prices[slot]!, ids[slot]!)) put(incoming[waiting++]!);
    put(slot);
  }
  while (waiting < incoming.length) put(incoming[waiting++]!);
}
