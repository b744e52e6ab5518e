import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { dataVersionOf } from '../db/data-version';
import { VersionedCache } from '../db/versioned-cache';
import { forbidden, unauthorized } from '../http/http-error';
import type { UserRow } from '../users/user-row';

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
 * kept in memory only while nothing at all has been written since it was read (data-version.ts).
 */
export function loadCurrentUser(db: Knex): RequestHandler {
  const version = dataVersionOf(db);
  const recent = new VersionedCache<UserRow | null>(5000);
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const at = version();
    const known = recent.get(String(userId), at);
    if (known !== undefined) {
      if (known) req.user = { ...known };
      return next();
    }
    const row = await db<UserRow>('users').where({ id: userId }).whereNull('deactivated_at').whereNull('deleted_at').first();
    if (at !== undefined && version() === at) recent.set(String(userId), at, row ? { ...row } : null);
    req.user = row;
    next();
  };
}

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
