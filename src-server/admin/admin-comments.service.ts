import type { Knex } from 'knex';
import type { AdminComment, CommentStatus } from '../../src-shared/types';
import { truncate } from '../../src-shared/format/text';
import { commentContentOf, withCommentContent, type CommentContentColumns, notifyCommentDecided, commentQuery, toComment } from '../comments';
import { pageOf, type Paged } from '../db/paged';
import { nowIso } from '../db/time';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { closeItem, findOpenItem, setHidden, recordAdminAction } from '../moderation-state';
import type { UserRow } from '../auth';

export const COMMENT_NOT_FOUND = 'Comment not found';

/** A comments row (see commentQuery) with its content and hidden mark joined in. */
type AdminCommentRow = Record<string, unknown> &
  CommentContentColumns & {
    /** the target of the moderation item hiding it from the public, when one does */
    hidden_id: number | null;
  };

/** Comments with author, content and whether reports hide them: one query. */
function adminCommentQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  const hidden = db('moderation_items').distinct('target_id').where({ target_type: 'comment', is_hidden: true }).as('hc');
  return withCommentContent(commentQuery(db)).leftJoin(hidden, 'hc.target_id', 'c.id').select('hc.target_id as hidden_id');
}

function toAdminComment(row: AdminCommentRow): AdminComment {
  const content = commentContentOf(row);
  return {
    ...toComment(row),
    content_title: content.title,
    content_link: content.link,
    is_hidden: row.hidden_id !== null && row.hidden_id !== undefined,
  };
}

/** GET /api/admin/comments: pending first, then newest. */
export function listAdminComments(db: Knex, status: CommentStatus | 'all', page: Page): Promise<Paged<AdminComment>> {
  const query = adminCommentQuery(db);
  if (status !== 'all') query.where('c.status', status);
  query.orderByRaw("case when c.status = 'pending' then 0 else 1 end").orderBy([
    { column: 'c.created_at', order: 'desc' },
    { column: 'c.id', order: 'desc' },
  ]);
  return pageOf(query, page, toAdminComment, 'c.id');
}

export async function getAdminComment(db: Knex | Knex.Transaction, id: number): Promise<AdminComment> {
  const row: AdminCommentRow | undefined = await adminCommentQuery(db).where('c.id', id).first();
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toAdminComment(row);
}

/** 'approved a comment by Emma W: “Would love a follow-up...”' */
export function commentSummary(verb: string, comment: Pick<AdminComment, 'content' | 'user'>): string {
  return `${verb} a comment by ${comment.user.name}: “${truncate(comment.content, 60)}”`;
}

/**
 * PATCH /api/admin/comments/:id/status: approval shows the comment to everyone (lifting a hide
 * by reports), rejection keeps it from everyone. Closes its queue item and records the decision.
 * Answers the comment, and whether a queue item closed (the admins' count changes).
 */
export async function setCommentStatus(
  db: Knex,
  admin: UserRow,
  id: number,
  status: 'approved' | 'rejected',
): Promise<{ comment: AdminComment; isItemClosed: boolean }> {
  const isItemClosed = await db.transaction(async (trx) => {
    const before = await getAdminComment(trx, id);
    await trx('comments').where({ id }).update({ status, updated_at: nowIso() });
    const isApproved = status === 'approved';
    if (isApproved) await setHidden(trx, 'comment', id, false);
    if (before.status === 'pending') await notifyCommentDecided(trx, id, status);
    const item = await findOpenItem(trx, 'comment', id);
    const isClosed = item ? await closeItem(trx, item.id, isApproved ? 'approve' : 'reject', admin.id) : false;
    await recordAdminAction(
      trx,
      admin.id,
      isApproved ? 'comment_approved' : 'comment_rejected',
      { type: 'comment', id },
      commentSummary(isApproved ? 'approved' : 'rejected', before),
    );
    return isClosed;
  });
  return { comment: await getAdminComment(db, id), isItemClosed };
}
