import type { Knex } from 'knex';
import type { QueueReport, QueueReporter, ReportReason } from '../../src-shared/types';
import { toIso } from '../db/time';
import { publicNameOf, type UserRow } from '../auth';

interface ReportJoinRow {
  id: number;
  item_id: number;
  reason: ReportReason;
  details: string | null;
  created_at: string | Date;
  reporter_id: number | null;
  display_name: string | null;
  first_name: string | null;
  deleted_at: string | null;
  member_since: string | Date | null;
}

/**
 * How each reporter's earlier reports were decided: upheld when the item was removed (rejected, or
 * its author deactivated), dismissed when it was kept. One grouped query for every reporter on the page.
 */
async function historiesOf(db: Knex, reporterIds: number[]): Promise<Map<number, { upheld: number; dismissed: number }>> {
  if (reporterIds.length === 0) return new Map();
  const rows: Array<{ reporter_id: number; decision: string; count: number | string }> = await db('reports as r')
    .join('moderation_items as i', 'i.id', 'r.item_id')
    .whereIn('r.reporter_id', reporterIds)
    .where('i.status', 'closed')
    .groupBy('r.reporter_id', 'i.decision')
    .select('r.reporter_id', 'i.decision')
    .count({ count: '*' });
  const histories = new Map<number, { upheld: number; dismissed: number }>();
  for (const row of rows) {
    const history = histories.get(Number(row.reporter_id)) ?? { upheld: 0, dismissed: 0 };
    if (row.decision === 'approve') history.dismissed += Number(row.count);
    else history.upheld += Number(row.count);
    histories.set(Number(row.reporter_id), history);
  }
  return histories;
}

/** Every report of a page of items, oldest first, with its reporter's standing: two queries, whatever the page size. */
export async function reportsOf(db: Knex, itemIds: number[]): Promise<Map<number, QueueReport[]>> {
  const rows: ReportJoinRow[] = await db('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .whereIn('r.item_id', itemIds)
    .orderBy([
      { column: 'r.created_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .select(
      'r.id',
      'r.item_id',
      'r.reason',
      'r.details',
      'r.created_at',
      'u.id as reporter_id',
      'u.display_name',
      'u.first_name',
      'u.deleted_at',
      'u.created_at as member_since',
    );
  const histories = await historiesOf(db, [
    ...new Set(
      rows
        .map((row) => row.reporter_id)
        .filter((id): id is number => id !== null)
        .map(Number),
    ),
  ]);
  const reports = new Map<number, QueueReport[]>();
  for (const row of rows) {
    const reporterId = row.reporter_id === null ? null : Number(row.reporter_id);
    const reporter: QueueReporter | null =
      reporterId === null
        ? null
        : {
            id: reporterId,
            name: publicNameOf(row as Pick<UserRow, 'display_name' | 'first_name' | 'deleted_at'>),
            memberSince: toIso(row.member_since) ?? '',
            ...(histories.get(reporterId) ?? { upheld: 0, dismissed: 0 }),
          };
    const list = reports.get(Number(row.item_id)) ?? [];
    list.push({ id: Number(row.id), reason: row.reason, details: row.details, createdAt: toIso(row.created_at) ?? '', reporter });
    reports.set(Number(row.item_id), list);
  }
  return reports;
}
