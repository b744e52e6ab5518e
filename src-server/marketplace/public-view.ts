import type { Request } from 'express';
import type { Knex } from 'knex';
import { viewerOf } from '../auth';
import { currentlyShown } from './listing-index';

/** the statuses of a list whose listings a member sees as anyone does, unless one of theirs is kept from the public */
const SHARED_STATUSES = new Set(['active', 'reserved']);
const LISTING_PAGE = /^\/products\/(\d+)$/;

/**
 * Whether a signed-in member's answer to a read of listings is exactly the one anyone gets, so the
 * answer cache keeps one answer for all of them (answer-cache.ts) rather than one per member, each
 * made and compressed anew. Answers carry nothing of the member's own (their favourites come in
 * their own answer, /api/favorites/ids): what differs is only what they may see.
 *
 * - A list of active (or reserved) listings: the same unless a listing of theirs is kept from the
 *   public (listing-selection.ts shows a seller their own).
 * - A listing's page: the same unless it is theirs (its seller is told what moderation did to it).
 * - Admins see everything. Anything else, or listings not kept in memory now: not the same.
 */
export function seesAsPublic(db: Knex, req: Request): boolean {
  const viewer = viewerOf(req.user);
  if (!viewer) return true;
  if (viewer.isAdmin || req.method !== 'GET') return false;
  const now = currentlyShown(db);
  if (!now) return false;
  if (req.path === '/products') {
    const status: unknown = req.query['status'];
    const shared = status === undefined || (typeof status === 'string' && SHARED_STATUSES.has(status));
    return shared && !now.shown.sellersKept.has(viewer.id);
  }
  const id = LISTING_PAGE.exec(req.path)?.[1];
  if (id === undefined) return false;
  const slot = now.columns.slotOf(Number(id));
  return slot >= 0 && now.columns.sellers[slot] !== viewer.id;
}
