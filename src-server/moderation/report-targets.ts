import type { Knex } from 'knex';
import type { ReportTargetType } from '../../src-shared/types';
import { COMMENT_TARGETS } from '../comments';
import { badRequest, notFound } from '../http/http-error';
import { findVisibleListing } from '../marketplace';
import type { Viewer } from '../auth';
import { hiddenTargetIds } from '../moderation-state';

export const TARGET_NOT_FOUND: Record<ReportTargetType, string> = {
  product: 'Product not found',
  comment: 'Comment not found',
  message: 'Message not found',
  user: 'User not found',
};

const OWN_ITEM: Record<ReportTargetType, string> = {
  product: 'You cannot report your own listing',
  comment: 'You cannot report your own comment',
  message: 'You cannot report your own message',
  user: 'You cannot report yourself',
};

/** Finds who owns a target the viewer may see: its seller, author, sender or the member; undefined when hidden from them or missing. */
type OwnerOf = (db: Knex, viewer: Viewer, id: number) => Promise<number | undefined>;

const listingOwner: OwnerOf = async (db, viewer, id) => (await findVisibleListing(db, id, viewer))?.seller_id;

interface CommentTargetRow {
  id: number;
  user_id: number;
  status: string;
  content_type: keyof typeof COMMENT_TARGETS;
  content_id: number;
}

/** A comment others may see: approved, not hidden, on content the viewer may see. Their own is theirs whatever its state. */
const commentOwner: OwnerOf = async (db, viewer, id) => {
  const row = await db<CommentTargetRow>('comments')
    .where({ id })
    .whereNotIn('id', hiddenTargetIds('comment'))
    .first('user_id', 'status', 'content_type', 'content_id');
  if (!row) return undefined;
  const authorId = Number(row.user_id);
  if (authorId === viewer.id) return authorId;
  if (row.status !== 'approved') return undefined;
  const contentId = Number(row.content_id);
  const content =
    row.content_type === 'product'
      ? await findVisibleListing(db, contentId, viewer)
      : await db(COMMENT_TARGETS[row.content_type].table).where({ id: contentId }).first('id');
  return content ? authorId : undefined;
};

/** A message only the two members of its conversation may see. */
const messageOwner: OwnerOf = async (db, viewer, id) => {
  const row: { sender_id: number } | undefined = await db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where('m.id', id)
    .where((members) => members.where('c.user1_id', viewer.id).orWhere('c.user2_id', viewer.id))
    .whereNotIn('m.id', hiddenTargetIds('message'))
    .first('m.sender_id');
  return row ? Number(row.sender_id) : undefined;
};

/** A member others may see: not deleted, not deactivated, not hidden by reports. */
const memberOwner: OwnerOf = async (db, _viewer, id) => {
  const row = await db('users').where({ id }).whereNull('deleted_at').whereNull('deactivated_at').whereNotIn('id', hiddenTargetIds('user')).first('id');
  return row ? id : undefined;
};

const OWNERS: Record<ReportTargetType, OwnerOf> = { product: listingOwner, comment: commentOwner, message: messageOwner, user: memberOwner };

/**
 * Checks the viewer may report the target: 404 as if missing when they may not see it, 400 when
 * it is their own (or themselves). Answers its owner.
 */
export async function checkReportable(db: Knex, viewer: Viewer, targetType: ReportTargetType, targetId: number): Promise<number> {
  if (targetType === 'user' && targetId === viewer.id) throw badRequest(OWN_ITEM.user);
  const ownerId = await OWNERS[targetType](db, viewer, targetId);
  if (ownerId === undefined) throw notFound(TARGET_NOT_FOUND[targetType]);
  if (ownerId === viewer.id) throw badRequest(OWN_ITEM[targetType]);
  return ownerId;
}
