import type { Knex } from 'knex';
import type { Comment, CommentContentType, CommentStatus } from '../../src-shared/types';
import type { CommentInput } from '../../src-shared/schemas/comment';
import { nowIso, toIso } from '../db/time';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import type { UserRow } from '../users/user-row';

/** What each content type points at, and the 404 message when it is missing. */
export const COMMENT_TARGETS: Record<CommentContentType, { table: string; missing: string }> = {
  blog: { table: 'blogs', missing: 'Blog post not found' },
  review: { table: 'reviews', missing: 'Review not found' },
  product: { table: 'products', missing: 'Product not found' },
};

export function isCommentContentType(value: string): value is CommentContentType {
  return Object.hasOwn(COMMENT_TARGETS, value);
}

/**
 * Comments joined to their authors in one query. Moderation lists start from here too and add
 * their own filters (status, content type), so the author shape stays the same everywhere.
 */
export function commentQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('comments as c')
    .join('users as u', 'u.id', 'c.user_id')
    .select('c.*', 'u.display_name as user_display_name', 'u.profile_image_url as user_profile_image_url');
}

export function toComment(row: Record<string, unknown>): Comment {
  const userId = Number(row['user_id']);
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
      name: displayName ?? `User ${userId}`,
      displayName,
      profileImageUrl: (row['user_profile_image_url'] as string | null) ?? null,
    },
  };
}

/** Approved comments of one item, plus the viewer's own comments still awaiting moderation; oldest first. */
export async function listForContent(
  db: Knex, contentType: CommentContentType, contentId: number, viewerId: number | undefined, page: Page,
): Promise<{ items: Comment[]; total: number }> {
  const visible = (query: Knex.QueryBuilder) => query
    .where({ 'c.content_type': contentType, 'c.content_id': contentId })
    .where((q) => {
      q.where('c.status', 'approved');
      if (viewerId) q.orWhere((own) => own.where('c.status', 'pending').andWhere('c.user_id', viewerId));
    });
  const countRow = await visible(db('comments as c')).count<{ count: number }[]>({ count: 'c.id' }).first();
  const rows = await visible(commentQuery(db))
    .orderBy([{ column: 'c.created_at', order: 'asc' }, { column: 'c.id', order: 'asc' }])
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows.map(toComment), total: Number(countRow?.count ?? 0) };
}

/** New comments wait for moderation; an admin's are approved at once. */
export async function createComment(db: Knex, input: CommentInput, author: UserRow): Promise<Comment> {
  const contentType = input.content_type as CommentContentType;
  const target = COMMENT_TARGETS[contentType];
  const exists = await db(target.table).where({ id: input.content_id }).first('id');
  if (!exists) throw notFound(target.missing);
  const now = nowIso();
  const [row] = await db('comments').insert({
    user_id: author.id,
    content: input.content,
    content_type: contentType,
    content_id: input.content_id,
    status: author.role === 'admin' ? 'approved' : 'pending',
    is_read: false,
    created_at: now,
    updated_at: now,
  }).returning('id');
  const created = await commentQuery(db).where('c.id', (row as { id: number }).id).first();
  return toComment(created);
}

/** Comments point at their content without a foreign key (one column, three tables): remove them with it. */
export async function deleteCommentsOf(trx: Knex | Knex.Transaction, contentType: CommentContentType, contentId: number): Promise<void> {
  await trx('comments').where({ content_type: contentType, content_id: contentId }).delete();
}
