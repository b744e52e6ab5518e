import type { Knex } from 'knex';
import type { ListingModeration } from '../../src-shared/types';
import { toIso } from '../db/time';
import type { ModerationItemRow } from './moderation-item-row';
import type { UndoState } from './undo-state';

/** A moderator keeping a listing that reports had hidden is told for this long; a removal for as long as it lasts. */
const KEPT_NOTICE_DAYS = 14;

const wasHidden = (row: Pick<ModerationItemRow, 'undo_state'>) => {
  try {
    return row.undo_state !== null && (JSON.parse(row.undo_state) as UndoState).wasHidden;
  } catch {
    return false;
  }
};

function fromDecision(row: ModerationItemRow, now: number): ListingModeration | null {
  const decidedAt = toIso(row.decided_at);
  if (row.decision === 'reject' || row.decision === 'deactivate_author') return { state: 'removed', decidedAt };
  const isRecent = decidedAt !== null && Date.parse(decidedAt) > now - KEPT_NOTICE_DAYS * 86_400_000;
  return row.decision === 'approve' && wasHidden(row) && isRecent ? { state: 'kept', decidedAt } : null;
}

/**
 * What the sellers of these listings are told about moderation: "Hidden while a moderator reviews
 * reports" while reports hide it, then the decision. Two queries, whatever the number of listings.
 */
export async function listingModerationOf(db: Knex, listingIds: number[], now = Date.now()): Promise<Map<number, ListingModeration>> {
  const notices = new Map<number, ListingModeration>();
  if (listingIds.length === 0) return notices;
  const decided: ModerationItemRow[] = await db('moderation_items')
    .where({ target_type: 'product', kind: 'reported', status: 'closed' })
    .whereIn('target_id', listingIds)
    .orderBy([
      { column: 'decided_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  // the latest decision speaks for each listing
  for (const row of decided) {
    const notice = fromDecision(row, now);
    if (notice) notices.set(Number(row.target_id), notice);
    else notices.delete(Number(row.target_id));
  }
  const underReview: Array<{ target_id: number }> = await db('moderation_items')
    .where({ target_type: 'product', status: 'open', is_hidden: true })
    .whereIn('target_id', listingIds)
    .select('target_id');
  for (const row of underReview) notices.set(Number(row.target_id), { state: 'under_review', decidedAt: null });
  return notices;
}
