import type { Knex } from 'knex';
import type { ProfileInput } from '../../src-shared/schemas/profile';
import type { User } from '../../src-shared/types';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso } from '../db/time';
import { badRequest } from '../http/http-error';
import { removeUnusedPhotos } from '../marketplace/product-photos';
import type { PhotoStore } from '../uploads/photo-store';
import { findAccount } from './find-account';
import { toUser, type UserRow } from './user-row';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHOTO_NOT_UPLOADED = 'The photo must be an uploaded image';

export interface ProfileDeps {
  db: Knex;
  photos: PhotoStore;
}

type ProfileColumns = Pick<UserRow, 'display_name' | 'email' | 'location' | 'bio' | 'profile_image_url' | 'first_name' | 'last_name'>;

/** The profile fields sent, as columns; fields not sent are left out, so they stay as they are. */
function changedColumns(input: ProfileInput): Partial<ProfileColumns> {
  const columns: Partial<ProfileColumns> = {};
  if (input.displayName !== undefined) columns.display_name = input.displayName;
  if (input.email !== undefined) columns.email = input.email;
  if (input.location !== undefined) columns.location = input.location;
  if (input.bio !== undefined) columns.bio = input.bio;
  if (input.profileImageUrl !== undefined) columns.profile_image_url = input.profileImageUrl;
  if (input.firstName !== undefined) columns.first_name = input.firstName;
  if (input.lastName !== undefined) columns.last_name = input.lastName;
  return columns;
}

const emailTaken = () => badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });

async function checkEmailFree(db: Knex, email: string, ownerId: number): Promise<void> {
  const other = await db<UserRow>('users').where({ email }).whereNot({ id: ownerId }).first('id');
  if (other) throw emailTaken();
}

/** An uploaded avatar must be a photo this server stored; an https:// one is linked as it is. */
async function checkPhoto(photos: PhotoStore, url: string | null | undefined): Promise<void> {
  if (url?.startsWith('/uploads/') && !(await photos.find(url))) throw badRequest(PHOTO_NOT_UPLOADED, { profileImageUrl: PHOTO_NOT_UPLOADED });
}

/**
 * PATCH /api/users/:id (the member or an admin; the route checks who). Only the profile fields
 * change: the schema drops role, password and anything else.
 */
export async function updateProfile({ db, photos }: ProfileDeps, targetId: number, input: ProfileInput): Promise<User> {
  const target = await findAccount(db, targetId);
  const columns = changedColumns(input);
  await checkPhoto(photos, columns.profile_image_url);
  if (columns.email !== undefined && columns.email !== target.email) await checkEmailFree(db, columns.email, targetId);
  try {
    await db<UserRow>('users')
      .where({ id: targetId })
      .update({ ...columns, updated_at: nowIso() });
  } catch (error) {
    // two members claiming one address at the same moment: the unique index decides
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const replacedPhoto = target.profile_image_url;
  if (replacedPhoto && columns.profile_image_url !== undefined && columns.profile_image_url !== replacedPhoto) {
    await removeUnusedPhotos(db, photos, [replacedPhoto]);
  }
  return toUser(await findAccount(db, targetId));
}
