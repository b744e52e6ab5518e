import type { Knex } from 'knex';
import type { AdminUser, Role } from '../../src-shared/types';
import { pageOf, type Paged } from '../db/paged';
import { toIso } from '../db/time';
import { notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { USER_NOT_FOUND } from '../users/find-account';
import { toUser, type UserRow } from '../users/user-row';

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
  if (filters.search) {
    const pattern = containing(filters.search);
    // lower() on both sides: LIKE ignores case on SQLite but not on PostgreSQL
    query.where((match) => {
      for (const column of ['u.email', 'u.display_name', 'u.first_name', 'u.last_name']) {
        match.orWhereRaw(`lower(${column}) like ? escape '\\'`, [pattern]);
      }
    });
  }
  return query;
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
