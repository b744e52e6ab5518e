import type { Knex } from 'knex';
import type { Comment, CommentContentType } from '../../src-shared/types';
import type { CommentInput } from '../../src-shared/schemas/comment';
import { pageOf, type Paged } from '../db/paged';
import { nowIso } from '../db/time';
import { badRequest, notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { findVisibleListing } from '../marketplace';
import { viewerOf, type Viewer, type UserRow } from '../auth';
import { hiddenTargetIds, forgetTargets, openPendingCommentItem } from '../moderation-state';
import { notifyReplyApproved } from './comment-notifications';
import { commentQuery, toComment } from './comment-row';

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
/** A post or review the viewer may read: a draft only for an admin. */
function findReadableContent(db: Knex, table: string, contentId: number, viewer: Viewer | null): Promise<unknown> {
  const query = db(table).where({ id: contentId });
  if (!viewer?.isAdmin) query.where('status', 'published');
  return query.first('id');
}

/**
 * Comments belong to something the viewer can see: content that is missing, or a listing hidden from
 * them (a draft, an archived one, a deactivated member's), or a draft post or review for anyone but an
 * admin, answers the same 404, for reading and posting.
 */
export async function requireVisibleContent(db: Knex, contentType: CommentContentType, contentId: number, viewer: Viewer | null): Promise<void> {
  const target = COMMENT_TARGETS[contentType];
  const found = contentType === 'product' ? await findVisibleListing(db, contentId, viewer) : await findReadableContent(db, target.table, contentId, viewer);
  if (!found) throw notFound(target.missing);
}

/** Approved comments of one item not hidden by moderation, plus the viewer's own comments still awaiting it; oldest first. */
export async function listForContent(db: Knex, contentType: CommentContentType, contentId: number, viewer: Viewer | null, page: Page): Promise<Paged<Comment>> {
  await requireVisibleContent(db, contentType, contentId, viewer);
  const viewerId = viewer?.id;
  const visible = (query: Knex.QueryBuilder) =>
    query
      .where({ 'c.content_type': contentType, 'c.content_id': contentId })
      .whereNotIn('c.id', hiddenTargetIds('comment'))
      .where((q) => {
        q.where('c.status', 'approved');
        if (viewerId) q.orWhere((own) => own.where('c.status', 'pending').andWhere('c.user_id', viewerId));
      });
  const query = visible(commentQuery(db)).orderBy([
    { column: 'c.created_at', order: 'asc' },
    { column: 'c.id', order: 'asc' },
  ]);
  return pageOf(query, page, toComment, 'c.id');
}

export const COMMENT_NOT_FOUND = 'Comment not found';
export const ONE_LEVEL_OF_REPLIES = 'Replies go one level deep: reply to the first comment of the thread';

/**
 * The comment a reply answers: one of the same content that the author can see (approved and not
 * hidden by reports; a missing or hidden one answers 404 alike), and not itself a reply.
 */
async function requireReplyTarget(db: Knex, input: CommentInput, contentType: CommentContentType): Promise<number | null> {
  if (input.parent_id === undefined || input.parent_id === null) return null;
  const parent = await db('comments')
    .where({ id: input.parent_id, content_type: contentType, content_id: input.content_id, status: 'approved' })
    .whereNotIn('id', hiddenTargetIds('comment'))
    .first('id', 'parent_id');
  if (!parent) throw notFound(COMMENT_NOT_FOUND);
  if (parent.parent_id !== null) throw badRequest(ONE_LEVEL_OF_REPLIES, { parent_id: ONE_LEVEL_OF_REPLIES });
  return Number(parent.id);
}

/**
 * New comments, replies included, wait for moderation in the queue; an admin's are approved at
 * once (and an approved reply tells the author of the comment it answers).
 */
export async function createComment(db: Knex, input: CommentInput, author: UserRow): Promise<Comment> {
  const contentType = input.content_type as CommentContentType;
  await requireVisibleContent(db, contentType, input.content_id, viewerOf(author));
  const parentId = await requireReplyTarget(db, input, contentType);
  const now = nowIso();
  const status = author.role === 'admin' ? 'approved' : 'pending';
  const id = await db.transaction(async (trx) => {
    const [row] = await trx('comments')
      .insert({
        user_id: author.id,
        content: input.content,
        content_type: contentType,
        content_id: input.content_id,
        parent_id: parentId,
        status,
        is_read: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    const commentId = Number((row as { id: number }).id);
    if (status === 'pending') await openPendingCommentItem(trx, commentId, now);
    else if (parentId !== null) await notifyReplyApproved(trx, commentId);
    return commentId;
  });
  const created = await commentQuery(db).where('c.id', id).first();
  return toComment(created);
}

/** Comments point at their content without a foreign key (one column, three tables): remove them, and their queue items, with it. */
export async function deleteCommentsOf(trx: Knex | Knex.Transaction, contentType: CommentContentType, contentId: number): Promise<void> {
  await forgetTargets(trx, 'comment', trx('comments').select('id').where({ content_type: contentType, content_id: contentId }));
  await trx('comments').where({ content_type: contentType, content_id: contentId }).delete();
}
