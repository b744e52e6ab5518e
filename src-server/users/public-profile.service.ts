import type { Knex } from 'knex';
import type { PublicProfile } from '../../src-shared/types';
import { toIso } from '../db/time';
import { notFound } from '../http/http-error';
import { type Viewer, publicNameOf, type UserRow } from '../auth';
import { hiddenTargetIds } from '../moderation-state';
import { USER_NOT_FOUND } from './find-account';
import { memberStats } from './member-stats';

/**
 * GET /api/users/:id: a member as anyone may see them, with what helps a buyer trust them (member
 * since, listings, sold count, typical reply time). A deleted member is gone for everyone; a
 * deactivated one, or one hidden by reports, answers others (admins aside) like one that never was.
 */
export async function getPublicProfile(db: Knex, viewer: Viewer | null, id: number): Promise<PublicProfile> {
  const query = db<UserRow>('users').where({ id }).whereNull('deleted_at');
  if (!viewer?.isAdmin && viewer?.id !== id) query.whereNull('deactivated_at').whereNotIn('id', hiddenTargetIds('user'));
  const row = await query.first();
  if (!row) throw notFound(USER_NOT_FOUND);

  const stats = await memberStats(db, id);
  const memberSince = toIso(row.created_at) ?? '';
  return {
    id: row.id,
    name: publicNameOf(row),
    displayName: row.display_name,
    avatar: row.profile_image_url,
    location: row.location,
    bio: row.bio,
    createdAt: memberSince,
    memberSince,
    activeListingsCount: stats.activeListings,
    ...stats,
  };
}
