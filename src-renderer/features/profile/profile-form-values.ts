import type { ProfileInput } from '../../../src-shared/schemas/profile';
import type { User } from '../../../src-shared/types';

/** The profile form's fields, as typed (the server's field names, so its field errors land beside them). */
export interface ProfileFormValues {
  displayName: string;
  email: string;
  location: string;
  bio: string;
  profileImageUrl: string;
  /** asked for only when the email changes */
  currentPassword: string;
}

/** The form filled from the member as they are now; fields they never set start empty. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    displayName: user.displayName ?? '',
    email: user.email,
    location: user.location ?? '',
    bio: user.bio ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
    currentPassword: '',
  };
}

/** Whether the form changes the sign-in email, which takes the current password. */
export const isEmailChange = (values: Pick<ProfileFormValues, 'email'>, user: Pick<User, 'email'>) =>
  values.email.trim().toLowerCase() !== user.email.toLowerCase();

/** What PATCH /api/users/:id receives: trimmed text, and null for an optional field left empty (which clears it). */
export function profileChanges(values: ProfileFormValues, user: Pick<User, 'email'>): ProfileInput {
  const optional = (text: string) => text.trim() || null;
  return {
    displayName: values.displayName.trim(),
    email: values.email.trim(),
    location: optional(values.location),
    bio: optional(values.bio),
    profileImageUrl: optional(values.profileImageUrl),
    ...(isEmailChange(values, user) ? { currentPassword: values.currentPassword } : {}),
  };
}
