import type { FixtureName } from './matrix-fixtures';

/**
 * Who may call what: every /api endpoint of the site and the desktop console, and the status each
 * kind of caller gets. authz-matrix.test.ts makes each row's calls on a seeded app;
 * route-coverage.test.ts fails for any endpoint the router has that is missing here (or any row
 * whose endpoint is gone). To add an endpoint, add its row; see the README's "Roles and moderation".
 *
 * The five callers, in this order:
 * - anonymous: no session
 * - member:    a signed-in member with no tie to what the call is about
 * - owner:     the member the thing belongs to (the listing's seller, the profile's member, a
 *              conversation's member, the comment's author); for calls about nothing owned, a member
 * - other:     a signed-in member who is not the owner (the same as member where nothing is owned)
 * - admin:     a signed-in admin who is not the owner
 *
 * A fixture (matrix-fixtures.ts) builds, afresh for every caller, what the call needs: the path's
 * ids, a valid body, and the owner. A row whose fixture names no owner lists the member's status
 * for owner and other too (the test checks this).
 */
export type Caller = 'anonymous' | 'member' | 'owner' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'member', 'owner', 'other', 'admin'];

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface MatrixRow {
  method: Method;
  /** as the router declares it */
  path: string;
  expected: Record<Caller, number>;
  fixture: FixtureName;
  /** served only by the desktop console's embedded server */
  isEmbeddedOnly: boolean;
}

type Statuses = readonly [anonymous: number, member: number, owner: number, other: number, admin: number];

function row(method: Method, path: string, statuses: Statuses, fixture: FixtureName = 'nothing', isEmbeddedOnly = false): MatrixRow {
  const [anonymous, member, owner, other, admin] = statuses;
  return { method, path, expected: { anonymous, member, owner, other, admin }, fixture, isEmbeddedOnly };
}

const desktopOnly = (method: Method, path: string, statuses: Statuses, fixture: FixtureName) => row(method, path, statuses, fixture, true);

export const AUTHZ_MATRIX: readonly MatrixRow[] = [
  //   method    path                                       anon member owner other admin   fixture
  row('GET', '/api/health', [200, 200, 200, 200, 200]),
  desktopOnly('GET', '/api/setup', [200, 200, 200, 200, 200], 'consoleWithAdmin'),
  desktopOnly('POST', '/api/setup', [409, 409, 409, 409, 409], 'consoleWithAdmin'),

  // accounts
  row('POST', '/api/register', [201, 201, 201, 201, 201], 'registration'),
  row('POST', '/api/login', [200, 200, 200, 200, 200], 'credentials'),
  row('POST', '/api/logout', [204, 204, 204, 204, 204]),
  row('GET', '/api/auth/user', [401, 200, 200, 200, 200]),
  row('GET', '/api/auth/me', [401, 200, 200, 200, 200]),
  row('GET', '/api/login', [302, 302, 302, 302, 302]),
  row('GET', '/api/auth/login', [302, 302, 302, 302, 302]),
  row('POST', '/api/auth/password', [401, 204, 204, 204, 204], 'passwordChange'),
  row('GET', '/api/users/:id', [200, 200, 200, 200, 200], 'profile'),
  row('PATCH', '/api/users/:id', [401, 403, 200, 403, 200], 'profile'),
  row('POST', '/api/users/:id/deactivate', [401, 403, 204, 403, 204], 'account'),
  row('DELETE', '/api/users/:id', [401, 403, 204, 403, 204], 'account'),

  // blog, reviews, deals: read by everyone, written by admins
  row('GET', '/api/blog-categories', [200, 200, 200, 200, 200]),
  row('GET', '/api/blogs', [200, 200, 200, 200, 200]),
  row('GET', '/api/blogs/id/:id', [200, 200, 200, 200, 200], 'blog'),
  row('GET', '/api/blogs/:idOrSlug', [200, 200, 200, 200, 200], 'blog'),
  row('POST', '/api/blogs', [401, 403, 403, 403, 201], 'newBlog'),
  row('PATCH', '/api/blogs/:id', [401, 403, 403, 403, 200], 'blog'),
  row('DELETE', '/api/blogs/:id', [401, 403, 403, 403, 204], 'blog'),
  row('GET', '/api/reviews', [200, 200, 200, 200, 200]),
  row('GET', '/api/reviews/:idOrSlug', [200, 200, 200, 200, 200], 'review'),
  row('POST', '/api/reviews', [401, 403, 403, 403, 201], 'newReview'),
  row('PATCH', '/api/reviews/:id', [401, 403, 403, 403, 200], 'review'),
  row('DELETE', '/api/reviews/:id', [401, 403, 403, 403, 204], 'review'),
  row('PUT', '/api/reviews/:id/vote', [401, 200, 200, 200, 200], 'review'),
  row('DELETE', '/api/reviews/:id/vote', [401, 200, 200, 200, 200], 'review'),
  row('GET', '/api/deals', [200, 200, 200, 200, 200]),
  row('GET', '/api/deals/related/:id', [200, 200, 200, 200, 200], 'deal'),
  row('GET', '/api/deals/:id', [200, 200, 200, 200, 200], 'deal'),
  row('POST', '/api/deals', [401, 403, 403, 403, 201], 'newDeal'),
  row('PATCH', '/api/deals/:id', [401, 403, 403, 403, 200], 'deal'),
  row('DELETE', '/api/deals/:id', [401, 403, 403, 403, 204], 'deal'),

  // comments
  row('GET', '/api/comments/:contentType/:contentId', [200, 200, 200, 200, 200], 'blogComments'),
  row('POST', '/api/comments', [401, 201, 201, 201, 201], 'blogComments'),

  // messages: a conversation is its two members' only; admins included, others find nothing
  row('GET', '/api/messages/unread-count', [401, 200, 200, 200, 200]),
  row('GET', '/api/events', [401, 200, 200, 200, 200], 'eventStream'),
  row('GET', '/api/conversations', [401, 200, 200, 200, 200]),
  row('POST', '/api/conversations', [401, 201, 201, 201, 201], 'recipient'),
  row('GET', '/api/conversations/:id', [401, 404, 200, 404, 404], 'conversation'),
  row('GET', '/api/conversations/:id/messages', [401, 404, 200, 404, 404], 'conversation'),
  row('POST', '/api/conversations/:id/messages', [401, 404, 201, 404, 404], 'conversation'),

  // marketplace: listings are changed by their seller or an admin
  row('GET', '/api/categories', [200, 200, 200, 200, 200]),
  row('GET', '/api/categories/:category', [200, 200, 200, 200, 200], 'category'),
  row('GET', '/api/product-categories', [200, 200, 200, 200, 200]),
  row('GET', '/api/favorites', [401, 200, 200, 200, 200]),
  row('POST', '/api/favorites', [401, 201, 201, 201, 201], 'someoneElsesListing'),
  row('DELETE', '/api/favorites/:productId', [401, 204, 204, 204, 204], 'someoneElsesListing'),
  row('GET', '/api/products/:id/is-favorite', [401, 200, 200, 200, 200], 'someoneElsesListing'),
  row('GET', '/api/products', [200, 200, 200, 200, 200]),
  row('GET', '/api/products/my', [401, 200, 200, 200, 200]),
  row('GET', '/api/products/:id', [200, 200, 200, 200, 200], 'listing'),
  row('POST', '/api/products', [401, 201, 201, 201, 201], 'newListing'),
  row('PATCH', '/api/products/:id', [401, 403, 200, 403, 200], 'listing'),
  row('DELETE', '/api/products/:id', [401, 403, 204, 403, 204], 'listing'),
  row('POST', '/api/upload', [401, 201, 201, 201, 201], 'photo'),

  // the admin console
  row('GET', '/api/admin/stats', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/users', [401, 403, 403, 403, 200]),
  row('PATCH', '/api/admin/users/:userId/role', [401, 403, 403, 403, 200], 'promotion'),
  row('POST', '/api/admin/users/:userId/reactivate', [401, 403, 403, 403, 200], 'deactivatedMember'),
  row('GET', '/api/admin/comments', [401, 403, 403, 403, 200]),
  row('PATCH', '/api/admin/comments/:id/status', [401, 403, 403, 403, 200], 'pendingComment'),

  // reports and the moderation queue
  row('POST', '/api/reports', [401, 201, 400, 201, 201], 'report'),
  row('GET', '/api/admin/queue', [401, 403, 403, 403, 200]),
  row('PATCH', '/api/admin/queue/:id', [401, 403, 403, 403, 200], 'queueItem'),
];
