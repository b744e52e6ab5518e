import type { Knex } from 'knex';
import type { Conversation, MessagePreview, MessageStatus } from '../../src-shared/types';
import { toIso } from '../db/time';
import { applyVisibility } from '../marketplace';
import { type Viewer, publicUserColumns, toPublicUser } from '../auth';
import { hiddenTargetIds } from '../moderation-state';

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  content: string;
  status: MessageStatus;
  created_at: string | Date;
  /** the listing the message was sent about */
  product_id: number | null;
}

export function toMessagePreview(row: Omit<MessageRow, 'product_id'>): MessagePreview {
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    sender_id: Number(row.sender_id),
    content: row.content,
    status: row.status,
    created_at: toIso(row.created_at) ?? '',
  };
}

/**
 * The caller's conversations in one statement: the other member joined through a CASE on the
 * ordered pair, the last message through a correlated subquery on (conversation_id, created_at),
 * and the unread count through one on (conversation_id, status, sender_id). A window count gives
 * the total for X-Total-Count without a second query. The listing it is about shows only while the
 * caller may see it: a draft or archived listing of the other member is nobody's business (a sold one stays).
 */
export function conversationsOf(db: Knex, viewer: Viewer) {
  const userId = viewer.id;
  const visibleProducts = db('products as p').select('p.id', 'p.name', 'p.image');
  applyVisibility(visibleProducts, 'all', viewer, 'page');
  const lastMessageId = db('messages as lm2')
    .select('lm2.id')
    .whereRaw('lm2.conversation_id = c.id')
    .whereNotIn('lm2.id', hiddenTargetIds('message'))
    .orderBy([
      { column: 'lm2.created_at', order: 'desc' },
      { column: 'lm2.id', order: 'desc' },
    ])
    .limit(1);
  const unreadCount = db('messages as um')
    .count('*')
    .whereRaw('um.conversation_id = c.id')
    .andWhere('um.status', 'unread')
    .andWhereNot('um.sender_id', userId)
    .whereNotIn('um.id', hiddenTargetIds('message'));

  return db('conversations as c')
    .join('users as o', 'o.id', db.raw('CASE WHEN c.user1_id = ? THEN c.user2_id ELSE c.user1_id END', [userId]))
    .leftJoin(visibleProducts.as('vp'), 'vp.id', 'c.product_id')
    .leftJoin('messages as lm', 'lm.id', db.raw('(?)', [lastMessageId]))
    .where((q) => q.where('c.user1_id', userId).orWhere('c.user2_id', userId))
    .select(
      'c.id',
      'c.user1_id',
      'c.user2_id',
      'c.product_id',
      'c.created_at',
      'c.updated_at',
      'vp.name as product_name',
      'vp.image as product_image',
      'lm.id as last_id',
      'lm.sender_id as last_sender_id',
      'lm.content as last_content',
      'lm.status as last_status',
      'lm.created_at as last_created_at',
      ...publicUserColumns('o', 'other'),
      unreadCount.as('unread_count'),
      db.raw('count(*) over () as total_count'),
    );
}

export function toConversation(row: Record<string, unknown>): Conversation {
  const id = Number(row['id']);
  const productId = row['product_id'] === null || row['product_id'] === undefined ? null : Number(row['product_id']);
  const lastId = row['last_id'];
  return {
    id,
    user1_id: Number(row['user1_id']),
    user2_id: Number(row['user2_id']),
    product_id: productId,
    product:
      productId === null || row['product_name'] == null
        ? null
        : { id: productId, name: String(row['product_name']), image: (row['product_image'] as string | null) ?? null },
    otherUser: toPublicUser(row, 'other')!,
    unreadCount: Number(row['unread_count'] ?? 0),
    lastMessage:
      lastId === null || lastId === undefined
        ? null
        : toMessagePreview({
            id: Number(lastId),
            conversation_id: id,
            sender_id: Number(row['last_sender_id']),
            content: String(row['last_content']),
            status: row['last_status'] as MessageStatus,
            created_at: row['last_created_at'] as string,
          }),
    created_at: toIso(row['created_at']) ?? '',
    updated_at: toIso(row['updated_at']) ?? '',
  };
}
