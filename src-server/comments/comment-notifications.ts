import type { Knex } from 'knex';
import { notify, type NotificationInput } from '../notifications/notify';
import { publicNameOf } from '../users/user-row';
import { commentContentOf, withCommentContent, type CommentContentColumns } from './comment-content';
import { commentQuery } from './comments.service';

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

/**
 * A moderator decided a pending comment (inside the decision's transaction): its author hears of it,
 * and once a reply is approved the author of the comment it answers is told too (not when they
 * replied to themselves). Comments that were not pending (an approved one whose reports were
 * dismissed) tell nobody anything: call this only when the status changed from pending.
 */
export async function notifyCommentDecided(trx: Knex | Knex.Transaction, commentId: number, status: 'approved' | 'rejected'): Promise<void> {
  const row: DecidedRow | undefined = await withCommentContent(commentQuery(trx)).select('u.first_name as user_first_name').where('c.id', commentId).first();
  if (!row) return;
  const { title, link } = commentContentOf(row);
  const url = link ? `${link}#comment-${row.id}` : '/';
  const notices: NotificationInput[] = [
    status === 'approved'
      ? { userId: row.user_id, kind: 'comment_approved', text: `Your comment on ${quoted(title)} was approved`, url }
      : { userId: row.user_id, kind: 'comment_rejected', text: `Your comment on ${quoted(title)} was not approved`, url: link ?? '/' },
  ];
  if (status === 'approved' && row.parent_id !== null) {
    const parent = await trx('comments').where({ id: row.parent_id }).first('user_id');
    const replier = publicNameOf({ display_name: row.user_display_name, first_name: row.user_first_name, deleted_at: row.user_deleted_at as string | null });
    if (parent && Number(parent.user_id) !== row.user_id) {
      notices.push({ userId: Number(parent.user_id), kind: 'comment_reply', text: `${replier} replied to your comment on ${quoted(title)}`, url });
    }
  }
  await notify(trx, notices);
}
