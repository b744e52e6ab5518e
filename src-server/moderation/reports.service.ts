import type { Knex } from 'knex';
import { notifyListingModerated } from '../marketplace/listing-notifications';
import type { ReportInput } from '../../src-shared/schemas/report';
import type { ReportReason, ReportTargetType } from '../../src-shared/types';
import { nowIso } from '../db/time';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../http/http-error';
import type { Viewer } from '../marketplace/viewer';
import { openKeyOf, type ModerationItemRow } from './moderation-item-row';
import { checkReportable } from './report-targets';

/** Reports from this many different members hide an item from the public until an admin decides. */
export const HIDE_AFTER_REPORTS = 3;
export const ALREADY_REPORTED = 'You have already reported this';

interface ReportRow {
  id: number;
  item_id: number;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportReason;
  details: string | null;
  created_at: string;
}

/**
 * The target's open item, opened when it has none, and locked: reports of one target are counted
 * one at a time (FOR UPDATE on PostgreSQL; SQLite runs one write transaction at a time), so the
 * third never goes uncounted.
 */
async function lockOpenItem(trx: Knex.Transaction, input: ReportInput, now: string): Promise<ModerationItemRow> {
  const openKey = openKeyOf(input.targetType, input.targetId);
  await trx('moderation_items')
    .insert({
      target_type: input.targetType,
      target_id: input.targetId,
      kind: 'reported',
      status: 'open',
      open_key: openKey,
      is_hidden: false,
      created_at: now,
    })
    .onConflict('open_key')
    .ignore();
  const item = await trx<ModerationItemRow>('moderation_items').where({ open_key: openKey }).forUpdate().first();
  return item!;
}

/** POST /api/reports: one report per member per item; the third on an open item hides it. */
export async function createReport(db: Knex, reporter: Viewer, input: ReportInput): Promise<{ id: number }> {
  await checkReportable(db, reporter, input.targetType, input.targetId);
  const target = { reporter_id: reporter.id, target_type: input.targetType, target_id: input.targetId };
  try {
    return await db.transaction(async (trx) => {
      if (await trx('reports').where(target).first('id')) throw conflict(ALREADY_REPORTED);
      const now = nowIso();
      const item = await lockOpenItem(trx, input, now);
      const [row] = await trx<ReportRow>('reports')
        .insert({ ...target, item_id: item.id, reason: input.reason, details: input.details ?? null, created_at: now })
        .returning('id');
      const counted = await trx('reports').where({ item_id: item.id }).count({ count: '*' }).first();
      if (Number(counted?.count ?? 0) >= HIDE_AFTER_REPORTS) await trx('moderation_items').where({ id: item.id }).update({ is_hidden: true });
      if (Number(counted?.count ?? 0) >= HIDE_AFTER_REPORTS && !item.is_hidden && input.targetType === 'product') {
        await notifyListingModerated(trx, input.targetId, 'hidden');
      }
      return { id: Number(row!.id) };
    });
  } catch (error) {
    // the same member's two reports racing: the unique index lets one in
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
    throw error;
  }
}
