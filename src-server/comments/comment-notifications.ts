import type { Knex } from 'knex';
import { notify, type NotificationInput } from '../notifications';
import { publicNameOf } from '../auth';
import { commentContentOf, withCommentContent, type CommentContentColumns } from './comment-content';
import { commentQuery } from './comment-row';

type DecidedRow = CommentContentColumns & {
  id: number;
  user_id: number;
  parent_id: number | null;
  user_display_name: string | null;
  user_first_name: string | null;
  user_deleted_at: unknown;
};

/** “Title” of what a comment is about, or a plain word when it is gone. */
const quoted = (title: string | null) => (title ? `“${title}”` : 'a post');

async function decidedComment(trx: Knex | Knex.Transaction, commentId: number): Promise<DecidedRow | undefined> {
  return withCommentContent(commentQuery(trx)).select('u.first_name as user_first_name').where('c.id', commentId).first();
}

const urlOf = (row: DecidedRow) => {
  const { link } = commentContentOf(row);
  return link ? `${link}#comment-${row.id}` : '/';
};

/**
 * A reply is public now (approved by a moderator, or written by an admin): the author of the comment
 * it answers hears of it, unless they answered themselves.
 */
export async function notifyReplyApproved(trx: Knex | Knex.Transaction, replyId: number): Promise<void> {
  const row = await decidedComment(trx, replyId);
  if (!row || row.parent_id === null) return;
  const parent = await trx('comments').where({ id: row.parent_id }).first('user_id');
  if (!parent || Number(parent.user_id) === Number(row.user_id)) return;
  const replier = publicNameOf({ display_name: row.user_display_name, first_name: row.user_first_name, deleted_at: row.user_deleted_at as string | null });
  const text = `${replier} replied to your comment on ${quoted(commentContentOf(row).title)}`;
  await notify(trx, { userId: Number(parent.user_id), kind: 'comment_reply', text, url: urlOf(row) });
}

/**
 * A moderator decided a pending comment (inside the decision's transaction): its author hears of
 * it, and an approved reply tells the author of the comment it answers too. Comments that were not
 * pending (an approved one whose reports were dismissed) tell nobody anything: call this only when
 * the status changed from pending.
 */
export async function notifyCommentDecided(trx: Knex | Knex.Transaction, commentId: number, status: 'approved' | 'rejected'): Promise<void> {
  const row = await decidedComment(trx, commentId);
  if (!row) return;
  const { title, link } = commentContentOf(row);
  const notice: NotificationInput =
    status === 'approved'
      ? { userId: row.user_id, kind: 'comment_approved', text: `Your comment on ${quoted(title)} was approved`, url: urlOf(row) }
      : { userId: row.user_id, kind: 'comment_rejected', text: `Your comment on ${quoted(title)} was not approved`, url: link ?? '/' };
  await notify(trx, notice);
  if (status === 'approved') await notifyReplyApproved(trx, commentId);
}
