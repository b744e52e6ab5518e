import type { Knex } from 'knex';
import type { QueueAction } from '../../src-shared/types';
import { notifyCommentDecided } from '../comments';
import { nowIso } from '../db/time';
import { notifyListingModerated } from '../marketplace';
import { markDeactivated } from '../users';
import type { UserRow } from '../auth';
import { type ModerationItemRow, setHidden } from '../moderation-state';

/** Deactivates a member still there to deactivate; answers whether it changed anything. */
async function deactivate(trx: Knex.Transaction, userId: number): Promise<boolean> {
  const member = await trx<UserRow>('users').where({ id: userId }).whereNull('deleted_at').first();
  return member ? markDeactivated(trx, member) : false;
}

async function isPendingComment(trx: Knex.Transaction, id: number): Promise<boolean> {
  return (await trx('comments').where({ id }).first('status'))?.status === 'pending';
}

/**
 * Rejecting removes the target from the public: a comment is rejected, a listing archived and kept
 * hidden (so its seller cannot simply make it active again), a message hidden from both members,
 * a member deactivated. Answers the members it deactivated.
 */
async function reject(trx: Knex.Transaction, item: ModerationItemRow): Promise<number[]> {
  const id = Number(item.target_id);
  switch (item.target_type) {
    case 'comment': {
      const wasPending = await isPendingComment(trx, id);
      await trx('comments').where({ id }).update({ status: 'rejected', updated_at: nowIso() });
      await setHidden(trx, 'comment', id, false);
      if (wasPending) await notifyCommentDecided(trx, id, 'rejected');
      return [];
    }
    case 'product':
      await trx('products').where({ id }).update({ status: 'archived', updated_at: nowIso() });
      await setHidden(trx, 'product', id, true);
      await notifyListingModerated(trx, id, 'removed');
      return [];
    case 'message':
      await setHidden(trx, 'message', id, true);
      return [];
    case 'user': {
      const isDeactivated = await deactivate(trx, id);
      // deactivation hides the member now; reactivating them later shows them again in full
      await setHidden(trx, 'user', id, false);
      return isDeactivated ? [id] : [];
    }
  }
}

/**
 * Applies an admin's decision to the item's target, inside the decision's transaction. Approval
 * publishes a pending comment and lifts a hide by reports. Answers the members it deactivated,
 * whose sessions end once the transaction commits.
 */
export async function applyDecision(trx: Knex.Transaction, item: ModerationItemRow, action: QueueAction, authorId: number | undefined): Promise<number[]> {
  if (action === 'approve') {
    const id = Number(item.target_id);
    const wasPending = item.target_type === 'comment' && (await isPendingComment(trx, id));
    if (item.target_type === 'comment') await trx('comments').where({ id: item.target_id }).update({ status: 'approved', updated_at: nowIso() });
    await setHidden(trx, item.target_type, id, false);
    if (wasPending) await notifyCommentDecided(trx, id, 'approved');
    // the seller was told of the hide; a listing that was never hidden tells them nothing of reports
    if (item.target_type === 'product' && Boolean(item.is_hidden)) await notifyListingModerated(trx, id, 'kept');
    return [];
  }
  const deactivated = await reject(trx, item);
  if (action === 'deactivate_author' && authorId !== undefined && !deactivated.includes(authorId)) {
    if (await deactivate(trx, authorId)) deactivated.push(authorId);
  }
  return deactivated;
}
