import type { Knex } from 'knex';
import type { QueueItem, QueueItemStatus } from '../../src-shared/types';
import { pageOf, type Paged } from '../db/paged';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import type { ModerationItemRow } from '../moderation-state';
import { toQueueItems } from './queue-items';

export const QUEUE_ITEM_NOT_FOUND = 'Queue item not found';

/**
 * GET /api/admin/queue. Open items: those hidden by reports first (the public already misses them),
 * then the most reported, then comments waiting for approval; the longest waiting first within each.
 * Closed ones most recently decided first.
 */
export async function listQueue(db: Knex, status: QueueItemStatus, page: Page): Promise<Paged<QueueItem>> {
  const query = db('moderation_items as mi').where({ 'mi.status': status }).select('mi.*');
  if (status === 'open') {
    const counts = db('reports').select('item_id').count({ reports: '*' }).groupBy('item_id').as('rc');
    query
      .leftJoin(counts, 'rc.item_id', 'mi.id')
      .orderBy('mi.is_hidden', 'desc')
      .orderByRaw('coalesce(rc.reports, 0) desc')
      .orderByRaw("case when mi.kind = 'reported' then 0 else 1 end")
      .orderBy([
        { column: 'mi.created_at', order: 'asc' },
        { column: 'mi.id', order: 'asc' },
      ]);
  } else
    query.orderBy([
      { column: 'mi.decided_at', order: 'desc' },
      { column: 'mi.id', order: 'desc' },
    ]);
  const { items: rows, total } = await pageOf(query, page, (row: ModerationItemRow) => row, 'mi.id');
  return { items: await toQueueItems(db, rows), total };
}

export async function getQueueItem(db: Knex, id: number): Promise<QueueItem> {
  const row = await db<ModerationItemRow>('moderation_items').where({ id }).first();
  if (!row) throw notFound(QUEUE_ITEM_NOT_FOUND);
  const [item] = await toQueueItems(db, [row]);
  return item!;
}
