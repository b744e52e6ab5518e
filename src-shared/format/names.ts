interface NamedUser {
  displayName?: string | null;
  firstName?: string | null;
  email?: string | null;
}

/** Shown name: displayName → firstName → part of the email before the @ → 'User'. */
export function shownName(user: NamedUser | null | undefined): string {
  const candidates = [user?.displayName, user?.firstName, user?.email?.split('@')[0]];
  return candidates.map((value) => value?.trim()).find((value) => value) || 'User';
}

/** Avatar initials: first letters of the name's words, up to 2, uppercase, or '?'. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '').trim().split(/\s+/).filter(Boolean).map((word) => word[0]!).join('');
  return letters ? letters.slice(0, 2).toUpperCase() : '?';
}

/** Display name given at registration: the part of the email before the at sign. */
export function displayNameFromEmail(email: string): string {
  return email.split('@')[0] ?? '';
}
