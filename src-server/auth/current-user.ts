import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';
import { tableVersionsOf } from '../db/sqlite-client';
import type { Deps } from '../db/table-versions';
import { forbidden, unauthorized } from '../http/http-error';
import type { UserRow } from './user-row';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: UserRow;
    }
  }
}

/**
 * Loads the session's user on every request, so a role change, deactivation or deletion takes
 * effect at once (such a member is signed out everywhere too; this is the backstop). The row is
 * kept in memory only while the users table is unchanged since it was read (dep-cache.ts).
 */
export function loadCurrentUser(db: Knex): RequestHandler {
  const recent = new DepCache<UserRow | null>(db, 5000);
  const versions = tableVersionsOf(db);
  const signIn = (req: Express.Request, user: UserRow | null, deps: Deps) => {
    // what the member's row was read from, for the answers made for them (answer-cache.ts)
    userDeps.set(req, deps);
    // a copy: handlers may add to the request's user without touching the kept row
    if (user) req.user = { ...user };
  };
  const load = async (req: Express.Request, userId: number) => {
    const read = () =>
      recent.through(
        String(userId),
        async () => (await db<UserRow>('users').where({ id: userId }).whereNull('deactivated_at').whereNull('deleted_at').first()) ?? null,
      );
    const found = versions?.enabled ? await versions.collect(read) : { value: await read(), deps: [] };
    signIn(req, found.value, found.deps);
  };
  return (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    // a member read before and unchanged since, as on most requests: taken at once, without a promise
    const kept = versions?.enabled ? recent.current(String(userId)) : undefined;
    if (!kept) return load(req, userId).then(() => next());
    signIn(req, kept.value, kept.deps);
    next();
  };
}

const userDeps = new WeakMap<Express.Request, Deps>();

/** The tables (and their versions) the signed-in member of this request was read from: none without one. */
export const currentUserDeps = (req: Express.Request): Deps => userDeps.get(req) ?? [];

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  next();
};

/** Like requireUser, with the message the spec shows for that area (e.g. 'Must be logged in to send messages'). */
export function requireUserWith(message: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw unauthorized(message);
    next();
  };
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (req.user.role !== 'admin') throw forbidden('Admin access required');
  next();
};

/** The signed-in user; only call after requireUser. */
export function currentUser(req: Express.Request): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}
