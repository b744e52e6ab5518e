import type { Knex } from 'knex';
import { truncate } from '../../src-shared/format/text';
import { REPORT_TARGET_TYPES } from '../../src-shared/schemas/report';
import type { QueueItem, ReportReason, ReportTargetType } from '../../src-shared/types';
import { commentContentOf, withCommentContent, type CommentContentColumns } from '../comments';
import { toIso } from '../db/time';
import { publicNameOf, type UserRow } from '../auth';
import type { ModerationItemRow } from '../moderation-state';
import { contextsOf } from './queue-context';
import { reportsOf } from './queue-reports';
import { undoUntil } from './undo-window';
import { CONTENT_KINDS, publicPathOf } from '../content-kinds';

const EXCERPT_LENGTH = 200;

/** What a queue row shows about its target. */
type Described = Pick<QueueItem, 'title' | 'excerpt' | 'link' | 'author'>;

/** A target deleted while its item waited (the queue still shows the decision history). */
const GONE: Described = { title: 'Removed item', excerpt: '', link: null, author: null };

type Names = Pick<UserRow, 'display_name' | 'first_name' | 'deleted_at'>;
const NAME_COLUMNS = (alias: string) => [`${alias}.display_name`, `${alias}.first_name`, `${alias}.deleted_at`];

/** Describes one kind of target for a page of items: one IN query. */
type Describe = (db: Knex, ids: number[]) => Promise<Map<number, Described>>;

const describeListings: Describe = async (db, ids) => {
  const rows: Array<Names & { id: number; name: string; description: string; seller_id: number }> = await db('products as p')
    .join('users as u', 'u.id', 'p.seller_id')
    .whereIn('p.id', ids)
    .select('p.id', 'p.name', 'p.description', 'p.seller_id', ...NAME_COLUMNS('u'));
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        title: row.name,
        excerpt: truncate(row.description, EXCERPT_LENGTH),
        link: publicPathOf(CONTENT_KINDS.listings, row),
        author: { id: Number(row.seller_id), name: publicNameOf(row) },
      },
    ]),
  );
};

const describeComments: Describe = async (db, ids) => {
  const rows: Array<Names & CommentContentColumns & { id: number; content: string; user_id: number }> = await withCommentContent(
    db('comments as c')
      .join('users as u', 'u.id', 'c.user_id')
      .whereIn('c.id', ids)
      .select('c.id', 'c.content', 'c.user_id', 'c.content_type', 'c.content_id', ...NAME_COLUMNS('u')),
  );
  return new Map(
    rows.map((row) => {
      const content = commentContentOf(row);
      return [
        Number(row.id),
        {
          title: content.title ? `Comment on “${content.title}”` : 'Comment',
          excerpt: truncate(row.content, EXCERPT_LENGTH),
          link: content.link,
          author: { id: Number(row.user_id), name: publicNameOf(row) },
        },
      ];
    }),
  );
};

const describeMessages: Describe = async (db, ids) => {
  const rows: Array<Names & { id: number; content: string; sender_id: number }> = await db('messages as m')
    .join('users as u', 'u.id', 'm.sender_id')
    .whereIn('m.id', ids)
    .select('m.id', 'm.content', 'm.sender_id', ...NAME_COLUMNS('u'));
  return new Map(
    rows.map((row) => {
      const name = publicNameOf(row);
      // private between two members: admins read it here, and there is no page to link to
      return [
        Number(row.id),
        { title: `Message from ${name}`, excerpt: truncate(row.content, EXCERPT_LENGTH), link: null, author: { id: Number(row.sender_id), name } },
      ];
    }),
  );
};

const describeMembers: Describe = async (db, ids) => {
  const rows: Array<Names & { id: number; bio: string | null }> = await db('users as u')
    .whereIn('u.id', ids)
    .select('u.id', 'u.bio', ...NAME_COLUMNS('u'));
  return new Map(
    rows.map((row) => {
      const name = publicNameOf(row);
      return [Number(row.id), { title: name, excerpt: truncate(row.bio, EXCERPT_LENGTH), link: null, author: { id: Number(row.id), name } }];
    }),
  );
};

const DESCRIBE: Record<ReportTargetType, Describe> = { product: describeListings, comment: describeComments, message: describeMessages, user: describeMembers };

async function describeTargets(db: Knex, rows: ModerationItemRow[]): Promise<Map<string, Described>> {
  const described = new Map<string, Described>();
  for (const type of REPORT_TARGET_TYPES) {
    const ids = rows.filter((row) => row.target_type === type).map((row) => Number(row.target_id));
    if (ids.length === 0) continue;
    for (const [id, description] of await DESCRIBE[type](db, ids)) described.set(`${type}:${id}`, description);
  }
  return described;
}

async function reasonsOf(db: Knex, itemIds: number[]): Promise<Map<number, Partial<Record<ReportReason, number>>>> {
  const rows: Array<{ item_id: number; reason: ReportReason; count: number | string }> = await db('reports')
    .whereIn('item_id', itemIds)
    .groupBy('item_id', 'reason')
    .select('item_id', 'reason')
    .count({ count: '*' });
  const reasons = new Map<number, Partial<Record<ReportReason, number>>>();
  for (const row of rows) {
    const counts = reasons.get(Number(row.item_id)) ?? {};
    counts[row.reason] = Number(row.count);
    reasons.set(Number(row.item_id), counts);
  }
  return reasons;
}

async function decidersOf(db: Knex, rows: ModerationItemRow[]): Promise<Map<number, { id: number; name: string }>> {
  const ids = [...new Set(rows.map((row) => row.decided_by).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const admins: Array<Names & { id: number }> = await db('users as u')
    .whereIn('u.id', ids)
    .select('u.id', ...NAME_COLUMNS('u'));
  return new Map(admins.map((admin) => [Number(admin.id), { id: Number(admin.id), name: publicNameOf(admin) }]));
}

/** A page of moderation_items rows as the queue shows them: a fixed number of queries, whatever the page size. */
export async function toQueueItems(db: Knex, rows: ModerationItemRow[]): Promise<QueueItem[]> {
  if (rows.length === 0) return [];
  const described = await describeTargets(db, rows);
  const reasons = await reasonsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const deciders = await decidersOf(db, rows);
  const reports = await reportsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const contexts = await contextsOf(db, rows);
  return rows.map((row) => {
    const itemReasons = reasons.get(Number(row.id)) ?? {};
    return {
      id: Number(row.id),
      targetType: row.target_type,
      targetId: Number(row.target_id),
      kind: row.kind,
      status: row.status,
      ...(described.get(`${row.target_type}:${row.target_id}`) ?? GONE),
      reportCount: Object.values(itemReasons).reduce((sum, count) => sum + count, 0),
      reasons: itemReasons,
      hidden: Boolean(row.is_hidden),
      createdAt: toIso(row.created_at) ?? '',
      decision:
        row.decision === null
          ? null
          : {
              action: row.decision,
              at: toIso(row.decided_at) ?? '',
              by: row.decided_by === null ? null : (deciders.get(Number(row.decided_by)) ?? null),
            },
      reports: reports.get(Number(row.id)) ?? [],
      context: contexts.get(`${row.target_type}:${row.target_id}`) ?? null,
      undoUntil: undoUntil(row),
    };
  });
}
