import type { Knex } from 'knex';
import type { QueueAction, QueueItem } from '../../src-shared/types';
import { recordAdminAction } from '../admin/admin-actions';
import type { MemberSessions } from '../auth/member-sessions';
import { conflict, notFound } from '../http/http-error';
import type { UserRow } from '../users/user-row';
import { decisionSummary } from './decision-summary';
import type { ModerationItemRow } from './moderation-item-row';
import { closeItem } from './open-items';
import { getQueueItem, QUEUE_ITEM_NOT_FOUND } from './queue.service';
import { applyDecision } from './target-decisions';

export const ALREADY_DECIDED = 'This item has already been decided';

export interface DecisionDeps {
  db: Knex;
  sessions: MemberSessions;
}

/**
 * PATCH /api/admin/queue/:id: applies the decision, closes the item and records who decided what,
 * all in one transaction. The item row is locked first, so of two admins deciding at once the
 * second is told it was already decided.
 */
export async function decide({ db, sessions }: DecisionDeps, admin: UserRow, itemId: number, action: QueueAction): Promise<QueueItem> {
  // described before the change, so the record names the item as the admin saw it
  const before = await getQueueItem(db, itemId);
  const deactivated = await db.transaction(async (trx) => {
    const item = await trx<ModerationItemRow>('moderation_items').where({ id: itemId }).forUpdate().first();
    if (!item) throw notFound(QUEUE_ITEM_NOT_FOUND);
    if (item.status !== 'open') throw conflict(ALREADY_DECIDED);
    const deactivatedIds = await applyDecision(trx, item, action, before.author?.id);
    await closeItem(trx, item.id, action, admin.id);
    await recordAdminAction(trx, admin.id, action, { type: item.target_type, id: Number(item.target_id) }, decisionSummary(before, action));
    return deactivatedIds;
  });
  for (const userId of deactivated) await sessions.endAllSessions(userId);
  return getQueueItem(db, itemId);
}
