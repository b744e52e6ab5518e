interface NamedUser {
  displayName?: string | null;
  firstName?: string | null;
  email?: string | null;
}

/** How a member whose account was deleted appears beside the messages and comments they left. */
export const DELETED_MEMBER_NAME = 'Deleted member';

const firstText = (values: Array<string | null | undefined>) => values.map((value) => value?.trim()).find((value) => value);

/**
 * The member's own name as they (and admins) see it: displayName → firstName → part of the email
 * before the @ → 'User'. Never use it for what other people see: that is publicName.
 */
export function shownName(user: NamedUser | null | undefined): string {
  return firstText([user?.displayName, user?.firstName, user?.email?.split('@')[0]]) || 'User';
}

/** A member as everyone else sees them: displayName → firstName → 'User'. No part of the email, ever. */
export function publicName(user: Omit<NamedUser, 'email'> | null | undefined): string {
  return firstText([user?.displayName, user?.firstName]) || 'User';
}

/** Avatar initials: first letters of the name's words, up to 2, uppercase, or '?'. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!)
    .join('');
  return letters ? letters.slice(0, 2).toUpperCase() : '?';
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
