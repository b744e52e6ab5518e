import type { Knex } from 'knex';
import type { QueueAction, ReportTargetType } from '../../src-shared/types';
import { nowIso } from '../db/time';

/** What an admin did: a queue decision, a comment's status, or a change to a member's account. */
export type AdminActionKind =
  QueueAction | 'undo' | 'comment_approved' | 'comment_rejected' | 'role_admin' | 'role_user' | 'deactivate' | 'reactivate' | 'delete';

export interface AdminActionRow {
  id: number;
  admin_id: number | null;
  action: AdminActionKind;
  target_type: ReportTargetType;
  target_id: number;
  /** what happened, in words, as it read when it happened: 'kept the listing “Wooden crib”' */
  summary: string;
  created_at: string | Date;
}

/** Records a decision (who, when, what) in the transaction that makes it. */
export async function recordAdminAction(
  trx: Knex | Knex.Transaction,
  adminId: number,
  action: AdminActionKind,
  target: { type: ReportTargetType; id: number },
  summary: string,
): Promise<void> {
  await trx<AdminActionRow>('admin_actions').insert({
    admin_id: adminId,
    action,
    target_type: target.type,
    target_id: target.id,
    summary: summary.slice(0, 300),
    created_at: nowIso(),
  });
}
