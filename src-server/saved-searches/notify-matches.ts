import type { Knex } from 'knex';
import { notify } from '../notifications';
import type { SavedSearchMatchListener } from './match-new-listing';
import { CONTENT_KINDS, publicPathOf } from '../content-kinds';

/** Members whose saved searches a new listing matches hear of it in the bell (and by e-mail, as they chose). */
export function notifySavedSearchMatches(db: Knex): SavedSearchMatchListener {
  return async (matches) => {
    if (matches.length === 0) return;
    const productId = matches[0]!.productId;
    const listing = await db('products').where({ id: productId }).first('name');
    if (!listing) return;
    const names = new Map<number, string>(
      (
        await db('saved_searches')
          .whereIn('id', [...new Set(matches.map((match) => match.savedSearchId))])
          .select('id', 'name')
      ).map((row: { id: number; name: string }) => [Number(row.id), row.name]),
    );
    await notify(
      db,
      matches.map((match) => ({
        userId: match.userId,
        kind: 'saved_search_match' as const,
        text: `New for your search “${names.get(match.savedSearchId) ?? 'saved search'}”: ${listing.name}`,
        url: publicPathOf(CONTENT_KINDS.listings, { id: productId }),
      })),
    );
  };
}
