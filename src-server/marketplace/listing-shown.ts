import { statusCode, type ListingColumns, type PriceOrder } from './listing-columns';

/*
 * Who the public sees among the listings kept in memory (listing-index.ts), worked out once per
 * read of the columns and of the rules on who is kept from view.
 */

/** Who the public does not see: sellers and listings kept from view, and the categories by slug. */
export interface Rules {
  keptSellers: Set<number>;
  hiddenListings: Set<number>;
  categoryIds: Map<string, number>;
}

/** Who the public sees, for one read of the columns and of the rules. */
export interface Shown {
  rules: Rules;
  /** 1 for a listing the public sees (active, of a member in good standing, not hidden by moderation) */
  slots: Uint8Array;
  /** per price order, how many listings the public sees among its first k, at k */
  before: Record<PriceOrder, Int32Array>;
  /** sellers with an active listing the public does not see (they see it themselves) */
  sellersKept: Set<number>;
}

const shownCache = new WeakMap<ListingColumns, Shown>();

export function shownOf(columns: ListingColumns, rules: Rules): Shown {
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
