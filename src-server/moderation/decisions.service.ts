import type { Knex } from 'knex';
import type { QueueAction, QueueItem } from '../../src-shared/types';
import { recordAdminAction, openKeyOf, type ModerationItemRow, closeItem, findOpenItem, restoreState, stateBefore, type UndoState } from '../moderation-state';
import type { MemberSessions, UserRow } from '../auth';
import { conflict, notFound } from '../http/http-error';
import { decisionSummary } from './decision-summary';
import { getQueueItem, QUEUE_ITEM_NOT_FOUND } from './queue.service';
import { applyDecision } from './target-decisions';
import { undoUntil } from './undo-window';

export const ALREADY_DECIDED = 'This item has already been decided';
export const CANNOT_UNDO = 'This decision can no longer be undone';

export interface DecisionDeps {
  db: Knex;
  sessions: MemberSessions;
}

/**
 * PATCH /api/admin/queue/:id: applies the decision, closes the item and records who decided what,
 * all in one transaction. The item row is locked first, so of two admins deciding at once the
 * second is told it was already decided. What the decision changed is kept for a short undo.
 */
export async function decide({ db, sessions }: DecisionDeps, admin: UserRow, itemId: number, action: QueueAction): Promise<QueueItem> {
  // described before the change, so the record names the item as the admin saw it
  const before = await getQueueItem(db, itemId);
  const deactivated = await db.transaction(async (trx) => {
    const item = await trx<ModerationItemRow>('moderation_items').where({ id: itemId }).forUpdate().first();
    if (!item) throw notFound(QUEUE_ITEM_NOT_FOUND);
    if (item.status !== 'open') throw conflict(ALREADY_DECIDED, undefined, 'already_decided');
    const state = await stateBefore(trx, item);
    const deactivatedIds = await applyDecision(trx, item, action, before.author?.id);
    await closeItem(trx, item.id, action, admin.id);
    const summary = decisionSummary(before, action);
    const undo: UndoState = { action, ...state, deactivated: deactivatedIds, summary };
    await trx('moderation_items')
      .where({ id: item.id })
      .update({ undo_state: JSON.stringify(undo) });
    await recordAdminAction(trx, admin.id, action, { type: item.target_type, id: Number(item.target_id) }, summary);
    return deactivatedIds;
  });
  for (const userId of deactivated) await sessions.endAllSessions(userId);
  return getQueueItem(db, itemId);
}

/**
 * POST /api/admin/queue/:id/undo: within moments of a decision, puts its target back as it was and
 * reopens the item; the undo is recorded too. A report that arrived in between joins the item again.
 */
export async function undoDecision(db: Knex, admin: UserRow, itemId: number, now = Date.now()): Promise<QueueItem> {
  await db.transaction(async (trx) => {
    const item = await trx<ModerationItemRow>('moderation_items').where({ id: itemId }).forUpdate().first();
    if (!item) throw notFound(QUEUE_ITEM_NOT_FOUND);
    if (undoUntil(item, now) === null) throw conflict(CANNOT_UNDO, undefined, 'undo_expired');
    const state = JSON.parse(item.undo_state!) as UndoState;
    await restoreState(trx, item, state);
    const newer = await findOpenItem(trx, item.target_type, Number(item.target_id));
    if (newer) {
      await trx('reports').where({ item_id: newer.id }).update({ item_id: item.id });
      await trx('moderation_items').where({ id: newer.id }).delete();
    }
    await trx('moderation_items')
      .where({ id: item.id })
      .update({
        status: 'open',
        open_key: openKeyOf(item.target_type, Number(item.target_id)),
        decision: null,
        decided_by: null,
        decided_at: null,
        undo_state: null,
      });
    await recordAdminAction(trx, admin.id, 'undo', { type: item.target_type, id: Number(item.target_id) }, `undid a decision: ${state.summary}`);
  });
  return getQueueItem(db, itemId);
}
