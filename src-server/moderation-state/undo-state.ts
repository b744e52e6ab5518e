import type { Knex } from 'knex';
import type { QueueAction } from '../../src-shared/types';
import type { ModerationItemRow } from './moderation-item-row';
import { isHidden } from './visibility';

/** What a decision changed, kept with the item so the decision can be undone shortly after. */
export interface UndoState {
  action: QueueAction;
  /** the comment's or listing's status before the decision; null for messages and members */
  targetStatus: string | null;
  wasHidden: boolean;
  /** members the decision deactivated */
  deactivated: number[];
  /** the decision in words, as recorded */
  summary: string;
}

const STATUS_TABLES: Partial<Record<ModerationItemRow['target_type'], string>> = { comment: 'comments', product: 'products' };

/** The target's state before a decision: read in the decision's transaction, before it changes anything. */
export async function stateBefore(trx: Knex.Transaction, item: ModerationItemRow): Promise<Pick<UndoState, 'targetStatus' | 'wasHidden'>> {
  const table = STATUS_TABLES[item.target_type];
  const row: { status: string } | undefined = table ? await trx(table).where({ id: item.target_id }).first('status') : undefined;
  return { targetStatus: row?.status ?? null, wasHidden: await isHidden(trx, item.target_type, Number(item.target_id)) };
}

/** Puts the target back as it was before the decision (a deactivation is lifted; ended sessions stay ended). */
export async function restoreState(trx: Knex.Transaction, item: ModerationItemRow, state: UndoState): Promise<void> {
  const table = STATUS_TABLES[item.target_type];
  if (table && state.targetStatus !== null) await trx(table).where({ id: item.target_id }).update({ status: state.targetStatus });
  await trx('moderation_items').where({ target_type: item.target_type, target_id: item.target_id }).update({ is_hidden: state.wasHidden });
  if (state.deactivated.length > 0) await trx('users').whereIn('id', state.deactivated).whereNull('deleted_at').update({ deactivated_at: null });
}
