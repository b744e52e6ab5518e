import type { PublicUser, Role, User } from '../../src-shared/types';
import { shownName } from '../../src-shared/format/names';
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
  created_at: string;
  updated_at: string;
}

function nameOf(row: Pick<UserRow, 'display_name' | 'first_name' | 'email'>): string {
  return shownName({ displayName: row.display_name, firstName: row.first_name, email: row.email });
}

/** The account as its owner (and admins) see it. Never includes the password hash. */
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

/** Columns a query joins in (aliased with a prefix) to show another member without a second query. */
export function publicUserColumns(alias: string, prefix: string): string[] {
  return [
    `${alias}.id as ${prefix}_id`,
    `${alias}.email as ${prefix}_email`,
    `${alias}.display_name as ${prefix}_display_name`,
    `${alias}.first_name as ${prefix}_first_name`,
    `${alias}.profile_image_url as ${prefix}_profile_image_url`,
  ];
}

/** Reads the columns of publicUserColumns back into a PublicUser; null when the join found nobody. */
export function toPublicUser(row: Record<string, unknown>, prefix: string): PublicUser | null {
  const id = row[`${prefix}_id`];
  if (id === null || id === undefined) return null;
  const email = String(row[`${prefix}_email`] ?? '');
  const displayName = (row[`${prefix}_display_name`] as string | null) ?? null;
  return {
    id: Number(id),
    name: shownName({ displayName, firstName: row[`${prefix}_first_name`] as string | null, email }),
    username: email.split('@')[0] ?? '',
    displayName,
    avatar: (row[`${prefix}_profile_image_url`] as string | null) ?? null,
  };
}
