import type { Knex } from 'knex';
import type { Comment, CommentContentType, CommentStatus } from '../../src-shared/types';
import { DELETED_MEMBER_NAME, publicName } from '../../src-shared/format/names';
import { toIso } from '../db/time';

/**
 * Comments joined to their authors in one query. Moderation lists start from here too and add
 * their own filters (status, content type), so the author shape stays the same everywhere.
 */
export function commentQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('comments as c')
    .join('users as u', 'u.id', 'c.user_id')
    .select('c.*', 'u.display_name as user_display_name', 'u.profile_image_url as user_profile_image_url', 'u.deleted_at as user_deleted_at');
}

export function toComment(row: Record<string, unknown>): Comment {
  const userId = Number(row['user_id']);
  const isDeleted = row['user_deleted_at'] !== null && row['user_deleted_at'] !== undefined;
  const displayName = ((row['user_display_name'] as string | null) ?? '').trim() || null;
  return {
    id: Number(row['id']),
    user_id: userId,
    content: String(row['content']),
    content_type: row['content_type'] as CommentContentType,
    content_id: Number(row['content_id']),
    parent_id: row['parent_id'] === null || row['parent_id'] === undefined ? null : Number(row['parent_id']),
    status: row['status'] as CommentStatus,
    created_at: toIso(row['created_at']) ?? '',
    updated_at: toIso(row['updated_at']) ?? '',
    user: {
      id: userId,
      // the spec's fallback for comments is 'User {id}'; the name itself comes from the one function that decides shown names
      name: isDeleted ? DELETED_MEMBER_NAME : publicName({ displayName }, `User ${userId}`),
      displayName,
      profileImageUrl: (row['user_profile_image_url'] as string | null) ?? null,
    },
  };
}
