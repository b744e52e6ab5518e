import type { Knex } from 'knex';
import type { AdminUser, Role } from '../../src-shared/types';
import { MEMBER_SEARCH_TEXT } from '../../database/migrations/20261126100002_create_member_search';
import { pageOf, type Paged } from '../db/paged';
import { toIso } from '../db/time';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { USER_NOT_FOUND } from '../users';
import { toUser, type UserRow } from '../auth';

export type AccountStatus = 'active' | 'deactivated' | 'all';

export interface AdminUserFilters {
  /** part of a name or email */
  search?: string;
  role?: Role;
  status: AccountStatus;
}

interface AdminUserRow extends UserRow {
  listings_count: number | string;
}

/** `%text%` for LIKE, with the pattern characters in the text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Accounts that exist (deleted ones are tombstones), each with its number of listings from one correlated count. */
function adminUsersQuery(db: Knex): Knex.QueryBuilder {
  const listings = db('products as lp').count('*').where('lp.seller_id', db.ref('u.id')).as('listings_count');
  return db('users as u').whereNull('u.deleted_at').select('u.*', listings);
}

function applyFilters(query: Knex.QueryBuilder, filters: AdminUserFilters): Knex.QueryBuilder {
  if (filters.role) query.where('u.role', filters.role);
  if (filters.status === 'active') query.whereNull('u.deactivated_at');
  if (filters.status === 'deactivated') query.whereNotNull('u.deactivated_at');
  if (filters.search) whereAccountMatches(query, filters.search);
  return query;
}

/** the shortest text an index of three-letter pieces can find; shorter ones read every account */
const INDEXED_SEARCH_CHARS = 3;

/** Accounts whose email or a name holds the text, without case, its LIKE characters taken literally. */
function whereAccountMatches(query: Knex.QueryBuilder, text: string): void {
  const sqlite = (query.client as { driverName?: string }).driverName === 'better-sqlite3';
  if (sqlite && [...text].length >= INDEXED_SEARCH_CHARS) {
    // a quoted phrase: a trigram index matches it anywhere inside a column
    const phrase = `"${text.replace(/"/g, '""')}"`;
    query.whereIn('u.id', (ids) => ids.select('rowid').from('users_search').whereRaw('users_search MATCH ?', [phrase]));
    return;
  }
  if (!sqlite) {
    // the expression pg_trgm indexes (migration 20261126100002)
    query.whereRaw(`${MEMBER_SEARCH_TEXT.replace(/coalesce\((\w+)/g, 'coalesce(u.$1')} like ? escape '\\'`, [containing(text)]);
    return;
  }
  // lower() on both sides: LIKE ignores case only for ASCII letters on SQLite
  query.where((match) => {
    for (const column of ['u.email', 'u.display_name', 'u.first_name', 'u.last_name']) {
      match.orWhereRaw(`lower(${column}) like ? escape '\\'`, [containing(text)]);
    }
  });
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...toUser(row), deactivatedAt: toIso(row.deactivated_at), listingsCount: Number(row.listings_count) };
}

/** GET /api/admin/users: newest members first. Never a password hash (toUser leaves it out). */
export function listAdminUsers(db: Knex, filters: AdminUserFilters, page: Page): Promise<Paged<AdminUser>> {
  const query = applyFilters(adminUsersQuery(db), filters).orderBy([
    { column: 'u.created_at', order: 'desc' },
    { column: 'u.id', order: 'desc' },
  ]);
  return pageOf(query, page, toAdminUser, 'u.id');
}

export async function getAdminUser(db: Knex, id: number): Promise<AdminUser> {
  const row: AdminUserRow | undefined = await adminUsersQuery(db).where('u.id', id).first();
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}
