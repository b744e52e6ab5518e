import type { Knex } from 'knex';
import type { QueueAction, ReportTargetType } from '../../src-shared/types';
import { nowIso } from '../db/time';
import { openKeyOf, type ModerationItemRow } from './moderation-item-row';

type Db = Knex | Knex.Transaction;

/** A new pending comment joins the queue (in the transaction that stores it). */
export async function openPendingCommentItem(trx: Db, commentId: number, createdAt: string): Promise<void> {
  await trx('moderation_items')
    .insert({
      target_type: 'comment',
      target_id: commentId,
      kind: 'pending_comment',
      status: 'open',
      open_key: openKeyOf('comment', commentId),
      is_hidden: false,
      created_at: createdAt,
    })
    .onConflict('open_key')
    .ignore();
}

/** Every pending comment without an open item gets one: for data written straight to the tables (the demo seed). */
export async function openPendingCommentItems(trx: Db): Promise<void> {
  const pending: Array<{ id: number; created_at: string }> = await trx('comments').where({ status: 'pending' }).orderBy('id').select('id', 'created_at');
  for (const comment of pending) await openPendingCommentItem(trx, Number(comment.id), comment.created_at);
}

/** The open item of a target, if it has one. */
export function findOpenItem(db: Db, targetType: ReportTargetType, targetId: number): Promise<ModerationItemRow | undefined> {
  return db<ModerationItemRow>('moderation_items')
    .where({ open_key: openKeyOf(targetType, targetId) })
    .first();
}

/**
 * Closes the open item of a target with the admin's decision. Answers false when another admin
 * closed it first (the status check is part of the update, so only one decision ever lands).
 */
export async function closeItem(trx: Db, itemId: number, decision: QueueAction, adminId: number): Promise<boolean> {
  const changed = await trx('moderation_items')
    .where({ id: itemId, status: 'open' })
    .update({ status: 'closed', open_key: null, decision, decided_by: adminId, decided_at: nowIso() });
  return changed > 0;
}

/** Items and reports about targets that no longer exist (a deleted listing, comments removed with their post). */
export async function forgetTargets(trx: Db, targetType: ReportTargetType, targetIds: number[] | Knex.QueryBuilder): Promise<void> {
  await trx('moderation_items').where({ target_type: targetType }).whereIn('target_id', targetIds).delete();
}
