import type { Knex } from 'knex';
import { ACCOUNT_MESSAGES, type PasswordChangeInput } from '../../src-shared/schemas/account';
import { hashPassword, verifyPassword, type UserRow } from '../auth';
import { nowIso } from '../db/time';
import { badRequest } from '../http/http-error';

/** POST /api/auth/password: checks the current password and stores the new one. The route then ends the other sessions. */
export async function changePassword(db: Knex, user: UserRow, input: PasswordChangeInput): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw badRequest(ACCOUNT_MESSAGES.currentWrong, { currentPassword: ACCOUNT_MESSAGES.currentWrong });
  }
  if (input.newPassword === input.currentPassword) throw badRequest(ACCOUNT_MESSAGES.newSame, { newPassword: ACCOUNT_MESSAGES.newSame });
  await db<UserRow>('users')
    .where({ id: user.id })
    .update({ password_hash: await hashPassword(input.newPassword), updated_at: nowIso() });
}
