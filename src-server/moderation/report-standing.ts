import type { Knex } from 'knex';
import type { ReportTargetType } from '../../src-shared/types';
import { toIso } from '../db/time';

/**
 * When reports hide an item before an admin has looked (docs/architecture.md, Roles and moderation). A report
 * counts towards hiding only when its author stands in the community: a member for `memberDays`,
 * with something of their own in the last `activeDays` (a listing, an approved comment, or a
 * message someone answered). Counting reports then groups those sent from one address, and those
 * from accounts created within `signupWindowHours` of each other, as one voice: `reportsToHide`
 * voices hide the item. A reporter whose past reports admins mostly dismissed (at least
 * `DISMISSED_TO_DISCOUNT`, and more than twice as many as were upheld) no longer weighs, as a flag
 * score falls in Discourse. Every report still reaches the queue; a member is never hidden by reports.
 */
export interface ReportRule {
  reportsToHide: number;
  memberDays: number;
  activeDays: number;
  signupWindowHours: number;
}

export const DEFAULT_REPORT_RULE: ReportRule = { reportsToHide: 3, memberDays: 7, activeDays: 180, signupWindowHours: 24 };

/** past reports dismissed before a reporter's record can cost them their weight */
export const DISMISSED_TO_DISCOUNT = 3;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface Voice {
  reporter_id: number;
  reporter_address: string | null;
  created_at: string | Date;
}

type Db = Knex | Knex.Transaction;

/** Something the member did lately that others took part in: a listing, an approved comment, a message that was answered. */
function hasRecentHistory(db: Db, since: string) {
  return (query: Knex.QueryBuilder) => {
    query
      .whereExists(db('products as hp').whereRaw('hp.seller_id = u.id').where('hp.created_at', '>=', since).select(db.raw('1')))
      .orWhereExists(
        db('comments as hc').whereRaw('hc.user_id = u.id').where({ 'hc.status': 'approved' }).where('hc.created_at', '>=', since).select(db.raw('1')),
      )
      .orWhereExists(
        db('messages as hm')
          .whereRaw('hm.sender_id = u.id')
          .where('hm.created_at', '>=', since)
          .whereExists(db('messages as ha').whereRaw('ha.conversation_id = hm.conversation_id').whereRaw('ha.sender_id <> hm.sender_id').select(db.raw('1')))
          .select(db.raw('1')),
      );
  };
}

/** How many of the member's (u) past reports admins decided one way: kept the item (dismissed) or removed it (upheld). */
const pastReports = (decisions: string[]) =>
  `(select count(*) from reports pr join moderation_items pi on pi.id = pr.item_id where pr.reporter_id = u.id and pi.status = 'closed' and pi.decision in (${decisions.map(() => '?').join(', ')}))`;

/** Reporters whose record still weighs: few dismissed reports, or not many more than were upheld. */
function hasFairRecord(query: Knex.QueryBuilder): void {
  query.whereRaw(`${pastReports(['approve'])} < ? + 2 * ${pastReports(['reject', 'deactivate_author'])}`, [
    'approve',
    DISMISSED_TO_DISCOUNT,
    'reject',
    'deactivate_author',
  ]);
}

/** The reasons of every earlier report an admin looked at and kept the target for. */
export function keptReasons(db: Db, targetType: ReportTargetType, targetId: number) {
  return db('reports as kr')
    .join('moderation_items as ki', 'ki.id', 'kr.item_id')
    .where({ 'ki.target_type': targetType, 'ki.target_id': targetId, 'ki.decision': 'approve' })
    .select('kr.reason');
}

/** The reports of an item that weigh: their authors stand in the community, and their reasons were not already kept. */
async function standingReports(
  db: Db,
  item: { id: number; target_type: ReportTargetType; target_id: number },
  rule: ReportRule,
  now: number,
): Promise<Voice[]> {
  const joinedBy = new Date(now - rule.memberDays * DAY_MS).toISOString();
  const since = new Date(now - rule.activeDays * DAY_MS).toISOString();
  return db('reports as r')
    .join('users as u', 'u.id', 'r.reporter_id')
    .where('r.item_id', item.id)
    .whereNotIn('r.reason', keptReasons(db, item.target_type, Number(item.target_id)))
    .whereNull('u.deleted_at')
    .whereNull('u.deactivated_at')
    .where('u.created_at', '<=', joinedBy)
    .where(hasRecentHistory(db, since))
    .where(hasFairRecord)
    .select('r.reporter_id', 'r.reporter_address', 'u.created_at');
}

/** How many independent voices: reports from one address, or from accounts created close together, are one. */
export function independentVoices(voices: Voice[], signupWindowHours: number): number {
  const parent = voices.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)));
  const joined = voices.map((voice) => Date.parse(toIso(voice.created_at) ?? '') || 0);
  for (let a = 0; a < voices.length; a += 1) {
    for (let b = a + 1; b < voices.length; b += 1) {
      const sameAddress = voices[a]!.reporter_address !== null && voices[a]!.reporter_address === voices[b]!.reporter_address;
      const createdTogether = Math.abs(joined[a]! - joined[b]!) < signupWindowHours * HOUR_MS;
      if (sameAddress || createdTogether) parent[root(a)] = root(b);
    }
  }
  return new Set(voices.map((_, index) => root(index))).size;
}

/** Whether an item's reports now hide its target from the public. Members are never hidden by reports: that takes an admin. */
export async function reportsHide(
  db: Db,
  item: { id: number; target_type: ReportTargetType; target_id: number },
  rule: ReportRule,
  now = Date.now(),
): Promise<boolean> {
  if (item.target_type === 'user') return false;
  const voices = await standingReports(db, item, rule, now);
  if (voices.length < rule.reportsToHide) return false;
  return independentVoices(voices, rule.signupWindowHours) >= rule.reportsToHide;
}
