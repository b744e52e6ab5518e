import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { notifyListingModerated } from '../marketplace';
import type { ReportInput } from '../../src-shared/schemas/report';
import type { ReportReason, ReportTargetType } from '../../src-shared/types';
import { nowIso } from '../db/time';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../http/http-error';
import type { Viewer } from '../auth';
import { openKeyOf, type ModerationItemRow } from '../moderation-state';
import { reportsHide, type ReportRule } from './report-standing';
import { checkReportable } from './report-targets';

export const ALREADY_REPORTED = 'You have already reported this';

interface ReportRow {
  id: number;
  item_id: number;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportReason;
  details: string | null;
  reporter_address: string | null;
  created_at: string;
}

/** Who sent a report, as report weighing needs it: the member, and the address the report came from. */
export interface Reporter {
  viewer: Viewer;
  address: string | undefined;
}

/** Reports from one address count once; only a one-way hash of it is kept. */
const addressHash = (address: string | undefined) => (address ? createHash('sha256').update(`report-address:${address}`).digest('hex') : null);

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

/**
 * POST /api/reports: one report per member per item. Every report reaches the queue; whether the
 * item's reports now hide it is the report rule's call (report-standing.ts).
 */
export async function createReport(db: Knex, { viewer, address }: Reporter, input: ReportInput, rule: ReportRule): Promise<{ id: number }> {
  await checkReportable(db, viewer, input.targetType, input.targetId);
  const target = { reporter_id: viewer.id, target_type: input.targetType, target_id: input.targetId };
  try {
    return await db.transaction(async (trx) => {
      if (await trx('reports').where(target).first('id')) throw conflict(ALREADY_REPORTED, undefined, 'already_reported');
      const now = nowIso();
      const item = await lockOpenItem(trx, input, now);
      const [row] = await trx<ReportRow>('reports')
        .insert({ ...target, item_id: item.id, reason: input.reason, details: input.details ?? null, reporter_address: addressHash(address), created_at: now })
        .returning('id');
      if (!item.is_hidden && (await reportsHide(trx, item, rule))) {
        await trx('moderation_items').where({ id: item.id }).update({ is_hidden: true });
        if (input.targetType === 'product') await notifyListingModerated(trx, input.targetId, 'hidden');
      }
      return { id: Number(row!.id) };
    });
  } catch (error) {
    // the same member's two reports racing: the unique index lets one in
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED, undefined, 'already_reported');
    throw error;
  }
}
