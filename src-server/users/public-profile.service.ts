import type { Knex } from 'knex';
import type { PublicProfile } from '../../src-shared/types';
import { toIso } from '../db/time';
import { notFound } from '../http/http-error';
import { applyVisibility } from '../marketplace/product-queries';
import type { Viewer } from '../marketplace/viewer';
import { hiddenTargetIds } from '../moderation/hidden-targets';
import { USER_NOT_FOUND } from './find-account';
import { publicNameOf, type UserRow } from './user-row';

/**
 * GET /api/users/:id: a member as anyone may see them. A deleted member is gone for everyone; a
 * deactivated one, or one hidden by reports, answers others (admins aside) like one that never was.
 */
export async function getPublicProfile(db: Knex, viewer: Viewer | null, id: number): Promise<PublicProfile> {
  const query = db<UserRow>('users').where({ id }).whereNull('deleted_at');
  if (!viewer?.isAdmin && viewer?.id !== id) query.whereNull('deactivated_at').whereNotIn('id', hiddenTargetIds('user'));
  const row = await query.first();
  if (!row) throw notFound(USER_NOT_FOUND);

  const listings = db('products as p').where('p.seller_id', id);
  applyVisibility(listings, 'active', null);
  const counted = await listings.count({ count: '*' }).first();
  return {
    id: row.id,
    name: publicNameOf(row),
    displayName: row.display_name,
    avatar: row.profile_image_url,
    location: row.location,
    bio: row.bio,
    createdAt: toIso(row.created_at) ?? '',
    activeListingsCount: Number(counted?.count ?? 0),
  };
}
