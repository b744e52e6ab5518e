import type { Knex } from 'knex';
import type { DashboardStats } from '../../src-shared/types';
import { contentKinds } from '../content-kinds';
import { storedPhotoBytes, type PhotoFiles } from '../uploads';
import { recentActivity } from './recent-activity';

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = await query.count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** GET /api/admin/stats: the four stat cards, open reports, Recent Activity and the stored photos' size. */
export async function dashboardStats(db: Knex, photoFiles: PhotoFiles): Promise<DashboardStats> {
  const cards = {} as Pick<DashboardStats, 'products' | 'users' | 'blogs' | 'pendingComments'>;
  for (const [, { table, stat }] of contentKinds()) {
    if (!stat) continue;
    const rows = db(table);
    stat.rows?.(rows);
    cards[stat.card] = await countOf(rows);
  }
  return {
    ...cards,
    openReports: await countOf(db('moderation_items').where({ status: 'open', kind: 'reported' })),
    recentActivity: await recentActivity(db),
    uploadsBytes: await storedPhotoBytes(photoFiles),
  };
}
