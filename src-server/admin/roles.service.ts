import type { Knex } from 'knex';
import type { AdminUser, Role } from '../../src-shared/types';
import { type MemberSessions, publicNameOf, type UserRow } from '../auth';
import { nowIso } from '../db/time';
import { findAccount, assertAnotherAdmin, LAST_ADMIN } from '../users';
import { recordAdminAction } from '../moderation-state';
import { getAdminUser } from './admin-users.service';

export interface RoleDeps {
  db: Knex;
  sessions: MemberSessions;
}

/**
 * PATCH /api/admin/users/:userId/role. The role is read on every request, so the member's open
 * sessions have the new rights at once; their live streams close and reconnect under the new role
 * (an admin's stream carries the moderation queue's count). The last admin cannot be demoted, even
 * by two admins demoting each other at once (see assertAnotherAdmin).
 */
export async function changeRole({ db, sessions }: RoleDeps, admin: UserRow, targetId: number, role: Role): Promise<{ user: AdminUser; isChanged: boolean }> {
  const isChanged = await db.transaction(async (trx) => {
    const target = await findAccount(trx, targetId);
    if (target.role === role) return false;
    if (role === 'user') await assertAnotherAdmin(trx, targetId, LAST_ADMIN.demote);
    await trx<UserRow>('users').where({ id: targetId }).update({ role, updated_at: nowIso() });
    const name = publicNameOf(target);
    const summary = role === 'admin' ? `made ${name} an admin` : `made ${name} a member`;
    await recordAdminAction(trx, admin.id, role === 'admin' ? 'role_admin' : 'role_user', { type: 'user', id: targetId }, summary);
    return true;
  });
  if (isChanged) sessions.restartStreams(targetId);
  return { user: await getAdminUser(db, targetId), isChanged };
}
