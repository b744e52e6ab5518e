/**
 * Where sign-in sends a member back to: a path of this site only. Anything that could leave it
 * (`//evil.example`, `/\evil.example`, `https:…`, control characters) falls back to the home page,
 * so a shared sign-in link can never bounce a member to another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  // the auth screens themselves are no place to come back to
  if (/^\/auth(\/|$|\?)/.test(next)) return '/';
  return next;
}

/** The sign-in screen, returning to `path` afterwards (the home page needs no `next`). */
export function signInPath(path: string, screen: 'login' | 'register' = 'login'): string {
  const next = safeNextPath(path);
  return next === '/' ? `/auth/${screen}` : `/auth/${screen}?next=${encodeURIComponent(next)}`;
}

/** The page the browser shows now, path and query, for `signInPath`. */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}
