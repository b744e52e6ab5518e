import type { Knex } from 'knex';
import { namesReadAsStaff } from '../../src-shared/format/names';
import { STAFF_NAME_MESSAGE } from '../../src-shared/format/staff-names';
import { ACCOUNT_MESSAGES } from '../../src-shared/schemas/account';
import { verifyPassword, toUser, type UserRow } from '../auth';
import type { ProfileInput } from '../../src-shared/schemas/profile';
import type { User } from '../../src-shared/types';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso } from '../db/time';
import { badRequest, HttpError } from '../http/http-error';
import { removeUnusedPhotos, type PhotoStore } from '../uploads';
import { findAccount } from './find-account';

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

const emailTaken = () => new HttpError(400, EMAIL_TAKEN, { email: EMAIL_TAKEN }, 'email_taken');

async function checkEmailFree(db: Knex, email: string, ownerId: number): Promise<void> {
  const other = await db<UserRow>('users').where({ email }).whereNot({ id: ownerId }).first('id');
  if (other) throw emailTaken();
}

/** An uploaded avatar must be a photo this server stored; an https:// one is linked as it is. */
async function checkPhoto(photos: PhotoStore, url: string | null | undefined): Promise<void> {
  if (url?.startsWith('/uploads/') && !(await photos.find(url))) throw badRequest(PHOTO_NOT_UPLOADED, { profileImageUrl: PHOTO_NOT_UPLOADED });
}

const NAME_FIELDS = [
  ['display_name', 'displayName'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
] as const;

/**
 * A member may not take a name that shows them to others as staff, whichever field it comes from:
 * the check runs on the names as they will be after the change, through the function that decides
 * the shown name. Only when a name changes, so a name an admin gave someone does not block their bio.
 */
function checkNames(actor: UserRow, target: UserRow, columns: Partial<ProfileColumns>): void {
  if (actor.role === 'admin') return;
  const changed = NAME_FIELDS.filter(([column]) => columns[column] !== undefined);
  if (changed.length === 0) return;
  const after = (column: (typeof NAME_FIELDS)[number][0]) => (columns[column] !== undefined ? columns[column] : target[column]);
  const names = { displayName: after('display_name'), firstName: after('first_name'), lastName: after('last_name') };
  if (!namesReadAsStaff(names)) return;
  throw badRequest(STAFF_NAME_MESSAGE, Object.fromEntries(changed.map(([, field]) => [field, STAFF_NAME_MESSAGE])));
}

/**
 * The sign-in email is the key to the account: a member changing their own confirms it with their
 * current password (a stolen session alone must not take the account). Admins changing someone
 * else's do not, as with closing an account.
 */
async function confirmEmailChange(actor: UserRow, target: UserRow, password: string | undefined): Promise<void> {
  if (actor.id !== target.id) return;
  if (!password) throw badRequest(ACCOUNT_MESSAGES.currentRequired, { currentPassword: ACCOUNT_MESSAGES.currentRequired });
  if (!(await verifyPassword(password, target.password_hash))) {
    throw badRequest(ACCOUNT_MESSAGES.currentWrong, { currentPassword: ACCOUNT_MESSAGES.currentWrong });
  }
}

export interface ProfileUpdate {
  user: User;
  /** the sign-in email changed: the member's other sessions are to end */
  isEmailChanged: boolean;
}

/**
 * PATCH /api/users/:id (the member or an admin; the route checks who). Only the profile fields
 * change: the schema drops role, password and anything else.
 */
export async function updateProfile({ db, photos }: ProfileDeps, actor: UserRow, targetId: number, input: ProfileInput): Promise<ProfileUpdate> {
  const target = await findAccount(db, targetId);
  const columns = changedColumns(input);
  const isEmailChanged = columns.email !== undefined && columns.email !== target.email;
  checkNames(actor, target, columns);
  await checkPhoto(photos, columns.profile_image_url);
  if (isEmailChanged) {
    await checkEmailFree(db, columns.email!, targetId);
    await confirmEmailChange(actor, target, input.currentPassword);
  }
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
  return { user: toUser(await findAccount(db, targetId)), isEmailChanged };
}
