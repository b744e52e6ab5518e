import type { Knex } from 'knex';
import { formatMoney } from '../../src-shared/format/money';
import { truncate } from '../../src-shared/format/text';
import type { QueueContext, ReportTargetType } from '../../src-shared/types';
import { toIso } from '../db/time';
import { publicNameOf } from '../auth';
import type { ModerationItemRow } from '../moderation-state';

const LINE_LENGTH = 300;
/** a reported message is shown after the messages that led up to it */
const MESSAGES_BEFORE = 3;

type Names = { display_name: string | null; first_name: string | null; deleted_at: string | null };
type Contexts = (db: Knex, ids: number[]) => Promise<Map<number, QueueContext>>;

/** The messages before each reported one in its conversation: one query (a window function), whatever the page. */
const messageContexts: Contexts = async (db, ids) => {
  const ranked = db('messages as target')
    .join('messages as m', function sameConversation() {
      this.on('m.conversation_id', '=', 'target.conversation_id').andOn('m.id', '<=', 'target.id');
    })
    .join('users as u', 'u.id', 'm.sender_id')
    .whereIn('target.id', ids)
    .select('target.id as item_target', 'm.id', 'm.content', 'm.created_at', 'u.display_name', 'u.first_name', 'u.deleted_at')
    .select(db.raw('row_number() over (partition by target.id order by m.id desc) as position'));
  const rows: Array<Names & { item_target: number; id: number; content: string; position: number }> = await db
    .from(ranked.as('ranked'))
    .where('position', '<=', MESSAGES_BEFORE + 1)
    .orderBy([
      { column: 'item_target', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  const contexts = new Map<number, QueueContext>();
  for (const row of rows) {
    const targetId = Number(row.item_target);
    const context = contexts.get(targetId) ?? { heading: 'The conversation, up to this message', lines: [] };
    context.lines.push({ author: publicNameOf(row), text: truncate(row.content, LINE_LENGTH), isItem: Number(row.id) === targetId });
    contexts.set(targetId, context);
  }
  return contexts;
};

/** A reported reply, under the comment it answers. */
const commentContexts: Contexts = async (db, ids) => {
  const rows: Array<Names & { id: number; content: string; parent_content: string }> = await db('comments as c')
    .join('comments as p', 'p.id', 'c.parent_id')
    .join('users as u', 'u.id', 'p.user_id')
    .whereIn('c.id', ids)
    .select('c.id', 'c.content', 'p.content as parent_content', 'u.display_name', 'u.first_name', 'u.deleted_at');
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        heading: `In reply to ${publicNameOf(row)}`,
        lines: [
          { author: publicNameOf(row), text: truncate(row.parent_content, LINE_LENGTH), isItem: false },
          { author: 'Reply', text: truncate(row.content, LINE_LENGTH), isItem: true },
        ],
      },
    ]),
  );
};

/** A listing's price and status, as its page shows them. */
const listingContexts: Contexts = async (db, ids) => {
  const rows: Array<{ id: number; price: number; status: string; location: string | null }> = await db('products')
    .whereIn('id', ids)
    .select('id', 'price', 'status', 'location');
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { heading: [`Listed for ${formatMoney(Number(row.price))}`, row.status, row.location].filter(Boolean).join(' · '), lines: [] },
    ]),
  );
};

/** A member: since when, and how much they have listed. */
const memberContexts: Contexts = async (db, ids) => {
  const rows: Array<{ id: number; created_at: string; listings: number | string }> = await db('users as u')
    .leftJoin('products as p', 'p.seller_id', 'u.id')
    .whereIn('u.id', ids)
    .groupBy('u.id', 'u.created_at')
    .select('u.id', 'u.created_at')
    .count({ listings: 'p.id' });
  return new Map(
    rows.map((row) => {
      const since = (toIso(row.created_at) ?? '').slice(0, 10);
      return [Number(row.id), { heading: `Member since ${since} · ${Number(row.listings)} listings`, lines: [] }];
    }),
  );
};

const CONTEXTS: Record<ReportTargetType, Contexts> = { product: listingContexts, comment: commentContexts, message: messageContexts, user: memberContexts };

/** What surrounds each item of a page, by '<target_type>:<target_id>': one query per kind of target. */
export async function contextsOf(db: Knex, rows: ModerationItemRow[]): Promise<Map<string, QueueContext>> {
  const contexts = new Map<string, QueueContext>();
  for (const type of Object.keys(CONTEXTS) as ReportTargetType[]) {
    const ids = [...new Set(rows.filter((row) => row.target_type === type).map((row) => Number(row.target_id)))];
    if (ids.length === 0) continue;
    for (const [id, context] of await CONTEXTS[type](db, ids)) contexts.set(`${type}:${id}`, context);
  }
  return contexts;
}
