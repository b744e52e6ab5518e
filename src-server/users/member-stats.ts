import type { Knex } from 'knex';
import { toIso } from '../db/time';
import { applyVisibility } from '../marketplace';

/** Typical reply time is shown only once it rests on this many conversations. */
export const MIN_REPLIES = 3;
/** The most recent conversations it is taken from: bounded work for members with many. */
const RECENT_CONVERSATIONS = 200;

export interface MemberStats {
  activeListings: number;
  soldListings: number;
  replyTimeMinutes: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How long the member takes to answer: in each of their recent conversations, the time from the
 * other member's first message to the member's first message after it; the median of those, in
 * whole minutes, or null with fewer than MIN_REPLIES. One query, each subquery read from the
 * (conversation_id, created_at) index.
 */
export async function replyTimeMinutes(db: Knex, userId: number): Promise<number | null> {
  const firstIn = (alias: string) =>
    db(`messages as ${alias}`).min(`${alias}.created_at`).whereRaw(`${alias}.conversation_id = c.id`).andWhereNot(`${alias}.sender_id`, userId);
  const rows: Array<{ first_in: unknown; first_reply: unknown }> = await db('conversations as c')
    .where((pair) => pair.where('c.user1_id', userId).orWhere('c.user2_id', userId))
    .orderBy([
      { column: 'c.updated_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(RECENT_CONVERSATIONS)
    .select(
      firstIn('m').as('first_in'),
      db('messages as r')
        .min('r.created_at')
        .whereRaw('r.conversation_id = c.id')
        .andWhere('r.sender_id', userId)
        .andWhere('r.created_at', '>', firstIn('m2'))
        .as('first_reply'),
    );
  const minutes = rows.flatMap((row) => {
    const asked = toIso(row.first_in);
    const answered = toIso(row.first_reply);
    return asked && answered ? [Math.max(0, (Date.parse(answered) - Date.parse(asked)) / 60_000)] : [];
  });
  return minutes.length >= MIN_REPLIES ? Math.round(median(minutes)) : null;
}

/** Listings anyone may see now, and how many the member has sold (sold listings of theirs others could open). */
export async function memberStats(db: Knex, userId: number): Promise<MemberStats> {
  const listed = db('products as p').where('p.seller_id', userId);
  applyVisibility(listed, 'active', null);
  const sold = db('products as p').where('p.seller_id', userId);
  applyVisibility(sold, 'sold', null, 'page');
  const [active, soldCount, reply] = await Promise.all([
    listed.count({ count: '*' }).first(),
    sold.count({ count: '*' }).first(),
    replyTimeMinutes(db, userId),
  ]);
  return { activeListings: Number(active?.count ?? 0), soldListings: Number(soldCount?.count ?? 0), replyTimeMinutes: reply };
}
