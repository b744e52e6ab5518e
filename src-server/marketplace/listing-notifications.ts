import type { Knex } from 'knex';
import { formatMoney } from '../../src-shared/format/money';
import { notify } from '../notifications';
import { CONTENT_KINDS, publicPathOf } from '../content-kinds';

type Db = Knex | Knex.Transaction;

export const listingPath = (productId: number) => publicPathOf(CONTENT_KINDS.listings, { id: productId });

const MODERATION_TEXT = {
  hidden: (name: string) => `Your listing “${name}” was reported and is hidden until a moderator reviews it`,
  kept: (name: string) => `Your listing “${name}” was reviewed and is shown again`,
  removed: (name: string) => `Your listing “${name}” was removed by a moderator`,
} as const;

/** Moderation changed what the public sees of a listing (inside its transaction): its seller hears of it. */
export async function notifyListingModerated(trx: Db, productId: number, decision: keyof typeof MODERATION_TEXT): Promise<void> {
  const listing = await trx('products').where({ id: productId }).first('seller_id', 'name');
  if (!listing) return;
  await notify(trx, {
    userId: Number(listing.seller_id),
    kind: `listing_${decision}` as const,
    text: MODERATION_TEXT[decision](listing.name),
    url: listingPath(productId),
  });
}

/**
 * A listing's seller changed it (inside the update's transaction, before → after): members who
 * saved it hear that it sold or that its price went down. The seller never hears of their own change.
 */
export async function notifyFavoritesOfChange(
  trx: Db,
  before: { id: number; seller_id: number; name: string; price: number; status: string; reserved_at?: string | null },
  after: { name: string; price: number; status: string; reserved_at?: string | null },
): Promise<void> {
  const isSold = after.status === 'sold' && before.status !== 'sold';
  // reserved is stored as active with a hold (migration 20261126500001)
  const isReserved = !isSold && after.status === 'active' && Boolean(after.reserved_at) && !before.reserved_at;
  const isCheaper = !isSold && after.status === 'active' && after.price < before.price;
  if (!isSold && !isReserved && !isCheaper) return;
  const savers: number[] = (await trx('favorites').where({ product_id: before.id }).whereNot('user_id', before.seller_id).pluck('user_id')).map(Number);
  const url = listingPath(before.id);
  const kind = isSold ? 'favorite_sold' : isReserved ? 'favorite_reserved' : 'favorite_price_reduced';
  const text = isSold
    ? `“${after.name}”, which you saved, has sold`
    : isReserved
      ? `“${after.name}”, which you saved, is reserved for another buyer`
      : `“${after.name}”, which you saved, is now ${formatMoney(after.price)} (was ${formatMoney(before.price)})`;
  await notify(
    trx,
    savers.map((userId) => ({ userId, kind, text, url })),
  );
}
