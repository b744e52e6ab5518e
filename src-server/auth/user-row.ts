import type { PublicUser, Role, User } from '../../src-shared/types';
import { DELETED_MEMBER_NAME, publicName, shownName } from '../../src-shared/format/names';
import { toIso } from '../db/time';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  profile_image_url: string | null;
  role: Role;
  location: string | null;
  bio: string | null;
  /** set when an admin deactivates the account: it cannot sign in and its listings are hidden */
  deactivated_at: string | null;
  /** set when the member deleted the account: the row stays as a tombstone, names and email cleared */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

function nameOf(row: Pick<UserRow, 'display_name' | 'first_name' | 'email'>): string {
  return shownName({ displayName: row.display_name, firstName: row.first_name, email: row.email });
}

/** The account as its owner (and admins) see it, email included. Never includes the password hash. */
export function toUser(row: UserRow): User {
  const createdAt = toIso(row.created_at) ?? '';
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    name: nameOf(row),
    username: row.email.split('@')[0] ?? '',
    profileImageUrl: row.profile_image_url,
    avatar: row.profile_image_url,
    role: row.role,
    location: row.location,
    bio: row.bio,
    createdAt,
    created_at: createdAt,
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

/** The name others see for a member: 'Deleted member' once the account is gone. */
export function publicNameOf(row: Pick<UserRow, 'display_name' | 'first_name' | 'deleted_at'>): string {
  return row.deleted_at ? DELETED_MEMBER_NAME : publicName({ displayName: row.display_name, firstName: row.first_name });
}

/**
 * Columns a query joins in (aliased with a prefix) to show another member without a second query.
 * The email is not among them: nothing built from these can show any part of it.
 */
export function publicUserColumns(alias: string, prefix: string): string[] {
  return [
    `${alias}.id as ${prefix}_id`,
    `${alias}.display_name as ${prefix}_display_name`,
    `${alias}.first_name as ${prefix}_first_name`,
    `${alias}.profile_image_url as ${prefix}_profile_image_url`,
    `${alias}.deleted_at as ${prefix}_deleted_at`,
  ];
}

/** Reads the columns of publicUserColumns back into a PublicUser; null when the join found nobody. */
export function toPublicUser(row: Record<string, unknown>, prefix: string): PublicUser | null {
  const id = row[`${prefix}_id`];
  if (id === null || id === undefined) return null;
  if (row[`${prefix}_deleted_at`] !== null && row[`${prefix}_deleted_at`] !== undefined) {
    return { id: Number(id), name: DELETED_MEMBER_NAME, displayName: null, avatar: null };
  }
  const displayName = (row[`${prefix}_display_name`] as string | null) ?? null;
  return {
    id: Number(id),
    name: publicName({ displayName, firstName: row[`${prefix}_first_name`] as string | null }),
    displayName,
    avatar: (row[`${prefix}_profile_image_url`] as string | null) ?? null,
  };
}
