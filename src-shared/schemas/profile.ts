import { object, string, type InferType } from 'yup';
import { ACCOUNT_MESSAGES } from './account';
import { PASSWORD_MAX } from './auth';
import { isWebUrl, optionalText, trimmedString, URL_MAX } from './content-fields';
import { readsAsStaff, STAFF_NAME_MESSAGE } from '../format/staff-names';
import { displayNameField, type ValidationContext } from './display-name';
import { emailField } from './email';
import './locale';
import { isUploadUrl } from '../upload-url';

const NAME_MIN = 2;
export const BIO_MAX = 500;
const LOCATION_MAX = 200;
const PERSON_NAME_MAX = 100;

const PROFILE_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  bio: 'Bio must be less than 500 characters',
  avatar: 'The photo must be an uploaded image or an https:// link',
} as const;

function isAvatarLocation(value: string): boolean {
  return isUploadUrl(value) || (isWebUrl(value) && value.startsWith('https://'));
}

/**
 * A first or last name that reads as staff on its own is refused as the form is filled in; the
 * server also checks the names together, as others would see them (namesReadAsStaff).
 */
function notStaffUnlessAdmin(this: { options: { context?: unknown } }, value: string | null | undefined): boolean {
  return !value || (this.options.context as ValidationContext | undefined)?.isAdmin === true || !readsAsStaff(value);
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const displayName = displayNameField().nonNullable(PROFILE_MESSAGES.name).min(NAME_MIN, PROFILE_MESSAGES.name);
const email = emailField({ invalid: PROFILE_MESSAGES.email }).nonNullable(PROFILE_MESSAGES.email).min(1, PROFILE_MESSAGES.email);

/**
 * PATCH /api/users/:id and the profile form: the profile fields only. Each is optional (what is
 * not sent stays as it is); what is sent must pass. Role, password and anything else are dropped.
 */
export const profileSchema = object({
  displayName,
  email,
  location: optionalText(LOCATION_MAX, 'Location'),
  bio: trimmedString().transform(blankToNull).nullable().max(BIO_MAX, PROFILE_MESSAGES.bio),
  profileImageUrl: trimmedString()
    .transform(blankToNull)
    .nullable()
    .max(URL_MAX, PROFILE_MESSAGES.avatar)
    .test('avatar-location', PROFILE_MESSAGES.avatar, (value) => value === null || value === undefined || isAvatarLocation(value)),
  firstName: optionalText(PERSON_NAME_MAX, 'First name', { isShownName: true }).test('not-staff', STAFF_NAME_MESSAGE, notStaffUnlessAdmin),
  lastName: optionalText(PERSON_NAME_MAX, 'Last name', { isShownName: true }).test('not-staff', STAFF_NAME_MESSAGE, notStaffUnlessAdmin),
  /** a member changing their own sign-in email confirms it with their password, as closing the account does */
  currentPassword: string().typeError(ACCOUNT_MESSAGES.currentRequired).max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentWrong).optional(),
});

/** The profile form: the same rules, with name and email required, because the form always sends them. */
export const profileFormSchema = profileSchema.shape({
  displayName: displayName.required(PROFILE_MESSAGES.name),
  email: email.required(PROFILE_MESSAGES.email),
});

export type ProfileInput = InferType<typeof profileSchema>;
