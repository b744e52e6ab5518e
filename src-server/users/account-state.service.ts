import type { Knex } from 'knex';
import { recordAdminAction } from '../moderation-state';
import { type MemberSessions, publicNameOf, type UserRow } from '../auth';
import { nowIso } from '../db/time';
import { confirmOwnPassword } from './account-access';
import { findAccount } from './find-account';
import { assertAnotherAdmin, LAST_ADMIN } from './last-admin';

export interface AccountDeps {
  db: Knex;
  sessions: MemberSessions;
}

/**
 * Deactivates an account inside the caller's transaction: it can no longer sign in and its
 * listings are hidden (the visibility rule reads deactivated_at). Answers false when it already
 * was. The caller ends the member's sessions once the transaction commits.
 */
export async function markDeactivated(trx: Knex.Transaction, target: UserRow): Promise<boolean> {
  if (target.deactivated_at) return false;
  await assertAnotherAdmin(trx, target.id, LAST_ADMIN.deactivate);
  const now = nowIso();
  await trx<UserRow>('users').where({ id: target.id }).update({ deactivated_at: now, updated_at: now });
  return true;
}

/** POST /api/users/:id/deactivate: the member themself (with the password) or an admin. */
export async function deactivateAccount({ db, sessions }: AccountDeps, actor: UserRow, targetId: number, password?: string): Promise<void> {
  await confirmOwnPassword(actor, targetId, password);
  await db.transaction(async (trx) => {
    const target = await findAccount(trx, targetId);
    if (!(await markDeactivated(trx, target))) return;
    if (actor.id !== targetId) await recordAdminAction(trx, actor.id, 'deactivate', { type: 'user', id: targetId }, `deactivated ${publicNameOf(target)}`);
  });
  await sessions.endAllSessions(targetId);
}

/** POST /api/admin/users/:userId/reactivate: the member may sign in again and their listings show. */
export async function reactivateAccount(db: Knex, admin: UserRow, targetId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const target = await findAccount(trx, targetId);
    if (!target.deactivated_at) return;
    await trx<UserRow>('users').where({ id: targetId }).update({ deactivated_at: null, updated_at: nowIso() });
    await recordAdminAction(trx, admin.id, 'reactivate', { type: 'user', id: targetId }, `reactivated ${publicNameOf(target)}`);
  });
}
