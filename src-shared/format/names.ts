import { withoutInvisibles } from './invisible-text';
import { readsAsStaff } from './staff-names';

interface NamedUser {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** How a member whose account was deleted appears beside the messages and comments they left. */
export const DELETED_MEMBER_NAME = 'Deleted member';

const firstText = (values: Array<string | null | undefined>) => values.map((value) => (value ? withoutInvisibles(value).trim() : value)).find((value) => value);

/**
 * The member's own name as they (and admins) see it: displayName → firstName → part of the email
 * before the @ → 'User'. Never use it for what other people see: that is publicName.
 */
export function shownName(user: NamedUser | null | undefined): string {
  return firstText([user?.displayName, user?.firstName, user?.email?.split('@')[0]]) || 'User';
}

/**
 * A member as everyone else sees them: displayName → firstName → 'User'. No part of the email, ever.
 * The one function that decides the name others see: every server answer and page goes through it
 * (user-row.ts), and the staff-name check runs on its result (namesReadAsStaff).
 */
export function publicName(user: Omit<NamedUser, 'email' | 'lastName'> | null | undefined, fallback = 'User'): string {
  return firstText([user?.displayName, user?.firstName]) || fallback;
}

/** First and last name together, as a member's page or a conversation may one day show them. */
const fullName = (user: Omit<NamedUser, 'email'>) => [user.firstName, user.lastName].map((part) => part?.trim() ?? '').join(' ');

/**
 * Whether a member's names would show them to others as staff, whichever field it comes from: the
 * shown name (publicName), and first and last name together ('Nestly' + 'Admin'). Admins may.
 */
export function namesReadAsStaff(user: Omit<NamedUser, 'email'>): boolean {
  return readsAsStaff(publicName(user)) || readsAsStaff(fullName(user));
}

/** Display name given at registration: the part of the email before the at sign. */
export function displayNameFromEmail(email: string): string {
  return email.split('@')[0] ?? '';
}

/**
 * Whether a display name is just the start of the member's email (what the registration form sends).
 * Such a name is not stored: it would show others part of the email address.
 */
export function isEmailName(displayName: string | null | undefined, email: string | null | undefined): boolean {
  const name = displayName?.trim().toLowerCase();
  return !!name && !!email && name === displayNameFromEmail(email.trim().toLowerCase());
}
