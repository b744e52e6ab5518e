import type { Knex } from 'knex';
import type { QueueItem, QueueItemStatus } from '../../src-shared/types';
import { pageOf, type Paged } from '../db/paged';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import type { ModerationItemRow } from './moderation-item-row';
import { toQueueItems } from './queue-items';

export const QUEUE_ITEM_NOT_FOUND = 'Queue item not found';

/** GET /api/admin/queue: open items oldest first (the longest waiting on top); closed ones most recently decided first. */
export async function listQueue(db: Knex, status: QueueItemStatus, page: Page): Promise<Paged<QueueItem>> {
  const query = db<ModerationItemRow>('moderation_items').where({ status }).select('*');
  if (status === 'open')
    query.orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  else
    query.orderBy([
      { column: 'decided_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const { items: rows, total } = await pageOf(query, page, (row: ModerationItemRow) => row, 'id');
  return { items: await toQueueItems(db, rows), total };
}

export async function getQueueItem(db: Knex, id: number): Promise<QueueItem> {
  const row = await db<ModerationItemRow>('moderation_items').where({ id }).first();
  if (!row) throw notFound(QUEUE_ITEM_NOT_FOUND);
  const [item] = await toQueueItems(db, [row]);
  return item!;
}
