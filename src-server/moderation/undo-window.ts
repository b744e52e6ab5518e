import { toIso } from '../db/time';
import type { ModerationItemRow } from '../moderation-state';

/**
 * How long a decision can be undone. The admin's toast offers Undo for 10 seconds; the server
 * allows a little longer, so an Undo clicked at the last moment over a slow network still lands.
 */
export const UNDO_WINDOW_MS = 15_000;

/** Until when an item's decision can be undone (ISO-8601), or null. */
export function undoUntil(row: Pick<ModerationItemRow, 'status' | 'undo_state' | 'decided_at'>, now = Date.now()): string | null {
  if (row.status !== 'closed' || row.undo_state === null) return null;
  const decidedAt = Date.parse(toIso(row.decided_at) ?? '');
  if (Number.isNaN(decidedAt) || decidedAt + UNDO_WINDOW_MS <= now) return null;
  return new Date(decidedAt + UNDO_WINDOW_MS).toISOString();
}
