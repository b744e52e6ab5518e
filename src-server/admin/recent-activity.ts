import type { Knex } from 'knex';
import type { ActivityItem, ActivityType } from '../../src-shared/types';
import { commentContentOf, withCommentContent, type CommentContentColumns, commentQuery, toComment } from '../comments';
import { toIso } from '../db/time';
import { publicNameOf, type UserRow } from '../auth';
import type { AdminActionRow } from '../moderation-state';
import { CONTENT_KINDS, publicPathOf } from '../content-kinds';

export const RECENT_ACTIVITY_LIMIT = 10;
const USERS_TAB = '/admin?tab=users';
const MODERATION_TAB = '/admin?tab=moderation';

const newest = (column: string) => [{ column, order: 'desc' as const }];

async function newComments(db: Knex): Promise<ActivityItem[]> {
  const rows: Array<Record<string, unknown> & CommentContentColumns> = await withCommentContent(commentQuery(db))
    .orderBy([...newest('c.created_at'), ...newest('c.id')])
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => {
    const comment = toComment(row);
    const content = commentContentOf(row);
    return {
      type: 'comment',
      title: content.title ? `${comment.user.name} commented on “${content.title}”` : `${comment.user.name} commented`,
      time: comment.created_at,
      link: content.link ?? MODERATION_TAB,
    };
  });
}

async function newListings(db: Knex): Promise<ActivityItem[]> {
  const rows: Array<{ id: number; name: string; created_at: string | Date }> = await db('products')
    .orderBy([...newest('created_at'), ...newest('id')])
    .limit(RECENT_ACTIVITY_LIMIT)
    .select('id', 'name', 'created_at');
  return rows.map((row) => ({
    type: 'product',
    title: `New listing: ${row.name}`,
    time: toIso(row.created_at) ?? '',
    link: publicPathOf(CONTENT_KINDS.listings, row),
  }));
}

async function newMembers(db: Knex): Promise<ActivityItem[]> {
  const rows: UserRow[] = await db<UserRow>('users')
    .whereNull('deleted_at')
    .orderBy([...newest('created_at'), ...newest('id')])
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({ type: 'user', title: `New member: ${publicNameOf(row)}`, time: toIso(row.created_at) ?? '', link: USERS_TAB }));
}

type ActionWithAdmin = AdminActionRow & Pick<UserRow, 'display_name' | 'first_name' | 'deleted_at'>;

/** Decisions, as 'Nestly Team kept the listing “Wooden crib”'. */
async function adminDecisions(db: Knex): Promise<ActivityItem[]> {
  const rows: ActionWithAdmin[] = await db('admin_actions as a')
    .leftJoin('users as u', 'u.id', 'a.admin_id')
    .orderBy([...newest('a.created_at'), ...newest('a.id')])
    .limit(RECENT_ACTIVITY_LIMIT)
    .select('a.*', 'u.display_name', 'u.first_name', 'u.deleted_at');
  return rows.map((row) => {
    const admin = row.admin_id === null ? 'An admin' : publicNameOf(row);
    const type: ActivityType = 'moderation';
    return { type, title: `${admin} ${row.summary}`, time: toIso(row.created_at) ?? '', link: row.target_type === 'user' ? USERS_TAB : MODERATION_TAB };
  });
}

/** The dashboard's Recent Activity: new comments, listings and members, and admins' decisions; newest first. */
export async function recentActivity(db: Knex): Promise<ActivityItem[]> {
  const lists = [await newComments(db), await newListings(db), await newMembers(db), await adminDecisions(db)];
  return lists
    .flat()
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, RECENT_ACTIVITY_LIMIT);
}
