import type { Knex } from 'knex';
import { hiddenTargetIds } from '../moderation-state';

/** Messages sent to the user, in any of their conversations, not yet read (and not removed by an admin): one indexed query. */
export async function unreadCount(db: Knex, userId: number): Promise<number> {
  const row = await db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where((q) => q.where('c.user1_id', userId).orWhere('c.user2_id', userId))
    .andWhere('m.status', 'unread')
    .andWhereNot('m.sender_id', userId)
    .whereNotIn('m.id', hiddenTargetIds('message'))
    .count<{ count: number | string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
