import type { QueueAction, QueueItemKind, QueueItemStatus, ReportTargetType } from '../../src-shared/types';

/** A row of moderation_items. */
export interface ModerationItemRow {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  kind: QueueItemKind;
  status: QueueItemStatus;
  /** '<target_type>:<target_id>' while open, so a target has at most one open item */
  open_key: string | null;
  /** SQLite answers 0/1 */
  is_hidden: boolean | number;
  decision: QueueAction | null;
  decided_by: number | null;
  decided_at: string | Date | null;
  /** JSON of what the decision changed (undo-state.ts), while it can still be undone */
  undo_state: string | null;
  created_at: string | Date;
}

export const openKeyOf = (targetType: ReportTargetType, targetId: number) => `${targetType}:${targetId}`;
