import type { Knex } from 'knex';
import { recordAdminAction, forgetTargets } from '../moderation-state';
import { type MemberSessions, publicNameOf, type UserRow } from '../auth';
import { nowIso } from '../db/time';
import { removeUnusedPhotos, type PhotoStore } from '../uploads';
import { confirmOwnPassword } from './account-access';
import { findAccount } from './find-account';
import { assertAnotherAdmin, LAST_ADMIN } from './last-admin';

export interface DeleteAccountDeps {
  db: Knex;
  photos: PhotoStore;
  sessions: MemberSessions;
}

/** What a deleted account's row keeps: its id, so conversations and comments still have an author. */
function tombstone(id: number, now: string): Partial<UserRow> {
  return {
    // not an email address, so no sign-in or registration can ever name it; the real one may register again
    email: `deleted-member-${id}`,
    // not a hash any password matches
    password_hash: '!',
    first_name: null,
    last_name: null,
    display_name: null,
    profile_image_url: null,
    location: null,
    bio: null,
    role: 'user',
    deleted_at: now,
    updated_at: now,
  };
}

/** The member's listings with everything that only existed for them: comments on them, their queue items. */
async function removeListings(trx: Knex.Transaction, sellerId: number): Promise<string[]> {
  const listings = () => trx('products').select('id').where({ seller_id: sellerId });
  const photos: Array<{ url: string }> = await trx('product_images').whereIn('product_id', listings()).select('url');
  const commentsOnListings = () => trx('comments').select('id').where({ content_type: 'product' }).whereIn('content_id', listings());
  await forgetTargets(trx, 'comment', commentsOnListings());
  await trx('comments').whereIn('id', commentsOnListings()).delete();
  await forgetTargets(trx, 'product', listings());
  // photo rows and others' favourites of them cascade; conversations about them keep going without a topic
  await trx('products').where({ seller_id: sellerId }).delete();
  return photos.map((photo) => photo.url);
}

/** Their reports go; a queue item no report holds up any more leaves the queue. */
async function removeReportsBy(trx: Knex.Transaction, reporterId: number): Promise<void> {
  await trx('reports').where({ reporter_id: reporterId }).delete();
  await trx('moderation_items').where({ kind: 'reported', status: 'open' }).whereNotIn('id', trx('reports').select('item_id')).delete();
}

/**
 * DELETE /api/users/:id: the member themself (with the password) or an admin. Listings, their
 * photos no longer used, favourites, reports and sessions go; messages and comments stay, shown as
 * from 'Deleted member'.
 */
export async function deleteAccount(deps: DeleteAccountDeps, actor: UserRow, targetId: number, password?: string): Promise<void> {
  const { db } = deps;
  await confirmOwnPassword(actor, targetId, password);
  const unusedCandidates = await db.transaction(async (trx) => {
    const target = await findAccount(trx, targetId);
    await assertAnotherAdmin(trx, targetId, LAST_ADMIN.delete);
    const photoUrls = await removeListings(trx, targetId);
    await trx('favorites').where({ user_id: targetId }).delete();
    await removeReportsBy(trx, targetId);
    await forgetTargets(trx, 'user', [targetId]);
    await trx<UserRow>('users').where({ id: targetId }).update(tombstone(targetId, nowIso()));
    if (actor.id !== targetId)
      await recordAdminAction(trx, actor.id, 'delete', { type: 'user', id: targetId }, `deleted the account of ${publicNameOf(target)}`);
    return target.profile_image_url ? [...photoUrls, target.profile_image_url] : photoUrls;
  });
  await deps.sessions.endAllSessions(targetId);
  await removeUnusedPhotos(db, deps.photos, unusedCandidates);
}
