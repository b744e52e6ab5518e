import type { RequestHandler } from 'express';
import { ACCOUNT_MESSAGES } from '../../src-shared/schemas/account';
import { currentUser, verifyPassword, type UserRow } from '../auth';
import { badRequest, forbidden } from '../http/http-error';
import { parseId } from '../../src-shared/ids';

export const OWN_ACCOUNT_ONLY = 'You can only change your own account';

/**
 * Only the member themself or an admin may change an account. Runs before the body is read and
 * before any lookup, so another member learns nothing from an id (it is 403 whether or not it exists).
 */
export function requireSelfOrAdmin(param: string): RequestHandler {
  return (req, _res, next) => {
    const actor = currentUser(req);
    if (actor.role !== 'admin' && parseId(req.params[param]) !== actor.id) throw forbidden(OWN_ACCOUNT_ONLY);
    next();
  };
}

/** Closing one's own account takes the password; an admin closing someone else's does not. */
export async function confirmOwnPassword(actor: UserRow, targetId: number, password: string | undefined): Promise<void> {
  if (actor.id !== targetId) return;
  if (!password) throw badRequest(ACCOUNT_MESSAGES.passwordRequired, { password: ACCOUNT_MESSAGES.passwordRequired });
  if (!(await verifyPassword(password, actor.password_hash))) {
    throw badRequest(ACCOUNT_MESSAGES.passwordWrong, { password: ACCOUNT_MESSAGES.passwordWrong });
  }
}
