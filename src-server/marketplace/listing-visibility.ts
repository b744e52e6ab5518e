import type { Knex } from 'knex';
import { isSqlite } from '../db/knex';
import { hiddenTargetIds } from '../moderation-state';
import type { Viewer } from '../auth';
import type { ProductFilters } from './product-filters';

/** Sellers whose accounts are deactivated: their listings are hidden with them. */
function deactivatedSellers(query: Knex.QueryBuilder): void {
  query.select('id').from('users').whereNotNull('deactivated_at');
}

/**
 * Where a listing is being shown: lists and search hold active (and reserved) listings only; a sold
 * listing keeps its own page (and its place in favourites and conversations), with a Sold badge.
 */
export type ListingReach = 'lists' | 'page';

/**
 * Who may see which listing: everyone sees active listings of active members that moderation has
 * not hidden (and, on a listing's own page, sold ones), sellers their own, admins all. Everything
 * else answers exactly like a listing that does not exist.
 */
export function applyVisibility(query: Knex.QueryBuilder, status: ProductFilters['status'], viewer: Viewer | null, reach: ListingReach = 'lists'): void {
  whereStatus(query, status);
  whereVisibleTo(query, viewer, reach);
}

/** applyVisibility without the status a list asks for: the rules on who may see which listing. */
export function whereVisibleTo(query: Knex.QueryBuilder, viewer: Viewer | null, reach: ListingReach = 'lists'): void {
  if (viewer?.isAdmin) return;
  query.where((visible) => {
    visible.where((shown) => {
      if (reach === 'page') shown.whereIn('p.status', ['active', 'sold']);
      else shown.where('p.status', 'active');
      whereNotKeptFromPublic(shown, !isSqlite(query));
    });
    if (viewer) visible.orWhere('p.seller_id', viewer.id);
  });
}

/** The status a list asks for (reserved is an active listing with a hold). */
export function whereStatus(query: Knex.QueryBuilder, status: ProductFilters['status']): void {
  // reserved is stored as active with a hold (see migration 20261126500001)
  if (status === 'reserved') query.where('p.status', 'active').whereNotNull('p.reserved_at');
  else if (status !== 'all') query.where('p.status', status);
}

/** Members whose listings the public does not see: deactivated, or hidden by moderation. */
export function keptSellers(query: Knex.QueryBuilder): void {
  deactivatedSellers(query);
  query.union(hiddenTargetIds('user'));
}

/**
 * Listings of deactivated members, of members or listings moderation hid. On SQLite one NOT IN per
 * rule, so each subquery reads its own index once per query. On PostgreSQL the same rules as
 * anti-joins: the planner guesses that each NOT IN keeps half the rows, so with three of them it
 * expected a list to hold a tenth of what it does, and read and sorted the whole table for a page
 * that the price or date index finds by reading a few hundred entries.
 */
function whereNotKeptFromPublic(shown: Knex.QueryBuilder, onPostgres: boolean): void {
  if (!onPostgres) {
    shown.whereNotIn('p.seller_id', deactivatedSellers).whereNotIn('p.seller_id', hiddenTargetIds('user')).whereNotIn('p.id', hiddenTargetIds('product'));
    return;
  }
  shown
    .whereNotExists((sub) =>
      sub.select(1).from('users as deactivated').whereRaw('?? = ??', ['deactivated.id', 'p.seller_id']).whereNotNull('deactivated.deactivated_at'),
    )
    .whereNotExists((sub) => hiddenTarget(sub, 'user', 'p.seller_id'))
    .whereNotExists((sub) => hiddenTarget(sub, 'product', 'p.id'));
}

function hiddenTarget(sub: Knex.QueryBuilder, targetType: 'user' | 'product', column: string): void {
  sub
    .select(1)
    .from('moderation_items as hidden')
    .where({ 'hidden.target_type': targetType, 'hidden.is_hidden': true })
    .whereRaw('?? = ??', ['hidden.target_id', column]);
}
