import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Deps } from '../db/table-versions';

/*
 * What an answer read, told to the server's own render of a page (web/render-page.ts) so that a
 * kept page goes stale with the tables its answers read, not with every write. Only a request that
 * carries this process's secret is told: nobody else learns which tables an answer read.
 */
const ASK = 'x-nestly-render';
const TELL = 'x-nestly-deps';
const SECRET = randomBytes(18).toString('base64url');

/** The header the render sends with each of its calls to /api. */
export const askForDeps = (): Record<string, string> => ({ [ASK]: SECRET });

export const wantsDeps = (req: Request): boolean => req.headers[ASK] === SECRET;

/** The header that tells the render what the answer read. */
export const depsHeader = (deps: Deps): [string, string] => [TELL, JSON.stringify(deps)];

/** What an answer to the render read, or undefined when it did not say (an answer whose reads are not followed). */
export function depsOf(response: { headers: { get: (name: string) => string | null } }): Deps | undefined {
  const text = response.headers.get(TELL);
  return text ? (JSON.parse(text) as Deps) : undefined;
}
