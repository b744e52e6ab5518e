import { currentUser } from './current-user';
import type { UserRow } from './user-row';

/** Who is looking: decides which listings are visible and whether favourites are joined in. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export function viewerOf(user: UserRow | undefined): Viewer | null {
  return user ? { id: user.id, isAdmin: user.role === 'admin' } : null;
}

/** The viewer on a route behind requireUser. */
export function signedInViewer(req: Express.Request): Viewer {
  return viewerOf(currentUser(req))!;
}
