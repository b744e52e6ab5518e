import { readFileSync } from 'node:fs';
import { isFixtureName, type FixtureName } from './matrix-fixtures';

/**
 * Who may call what: every /api endpoint of the site and the desktop console, and the status each
 * kind of caller gets, kept as a plain table in authz-matrix.txt so it reads (and reviews) as one.
 * authz-matrix.test.ts makes each row's calls on a seeded app; route-coverage.test.ts fails for any
 * endpoint the router has that is missing there (or any row whose endpoint is gone). To add an
 * endpoint, add its row; see docs/architecture.md, "Roles and moderation".
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

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface MatrixRow {
  method: Method;
  /** as the router declares it */
  path: string;
  expected: Record<Caller, number>;
  fixture: FixtureName;
  /** served only by the desktop console's embedded server */
  isEmbeddedOnly: boolean;
}

const TABLE = new URL('./authz-matrix.txt', import.meta.url);
const HEADER = 'method path anon member owner other admin fixture server';

/** One line of the table; a line that does not read as a row stops the tests with its number. */
function parseRow(line: string, lineNumber: number): MatrixRow {
  const fail = (why: string): never => {
    throw new Error(`authz-matrix.txt line ${lineNumber}: ${why}`);
  };
  const cells = line.split(/\s+/);
  if (cells.length !== 9) fail(`expected 9 columns (${HEADER}), found ${cells.length}`);
  const [method, path, anonymous, member, owner, other, admin, fixture, server] = cells as [string, ...string[]];
  if (!METHODS.includes(method as Method)) fail(`unknown method ${method}`);
  const statuses = [anonymous, member, owner, other, admin].map((cell) => (/^[1-5]\d\d$/.test(cell!) ? Number(cell) : fail(`${cell} is not a status`)));
  const fixtureName = fixture === '-' ? 'nothing' : fixture!;
  if (!isFixtureName(fixtureName)) fail(`no fixture named ${fixtureName} in matrix-fixtures.ts`);
  if (server !== 'any' && server !== 'desktop') fail(`server is "any" or "desktop", not ${server}`);
  const expected = Object.fromEntries(CALLERS.map((caller, index) => [caller, statuses[index]!])) as Record<Caller, number>;
  return { method: method as Method, path: path!, expected, fixture: fixtureName as FixtureName, isEmbeddedOnly: server === 'desktop' };
}

export function readMatrix(text: string): MatrixRow[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), lineNumber: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#') && line.split(/\s+/).join(' ') !== HEADER)
    .map(({ line, lineNumber }) => parseRow(line, lineNumber));
}

export const AUTHZ_MATRIX: readonly MatrixRow[] = readMatrix(readFileSync(TABLE, 'utf8'));
