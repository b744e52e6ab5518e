import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES, type ResetPasswordInput } from '../../src-shared/schemas/password-reset';
import { nowIso } from '../db/time';
import { badRequest } from '../http/http-error';
import { mailBody, type MailSite } from '../mail/mail-text';
import { queueMail } from '../mail/outbox';
import { publicNameOf, type UserRow } from './user-row';
import { hashPassword } from './passwords';

export const RESET_VALID_MS = 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/auth/forgot: mails an account that can sign in a one-time link. Only the token's hash
 * is stored. Nothing tells the caller whether the account exists: the route answers alike either way.
 */
export async function requestPasswordReset(db: Knex, site: MailSite, email: string, now = Date.now()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const user = await db<UserRow>('users').where({ email }).whereNull('deleted_at').whereNull('deactivated_at').first();
  if (!user) return;
  await db.transaction(async (trx) => {
    await trx('password_resets').insert({ user_id: user.id, token_hash: hashOf(token), expires_at: now + RESET_VALID_MS, created_at: nowIso() });
    const link = `/auth/reset?token=${token}`;
    const body = mailBody(site, { id: user.id, name: publicNameOf(user) }, 'all', [
      { text: 'Someone (we hope you) asked to reset the password of your Nestly account. Choose a new password here:', url: link },
      { text: 'The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.' },
    ]);
    await queueMail(trx, { kind: 'password_reset', userId: user.id, to: user.email, subject: 'Reset your Nestly password', ...body });
  });
}

/**
 * POST /api/auth/reset: a token that exists, is unused and in date sets the password once; every
 * other reset link of the member stops working too. Answers the member, whose sessions the route ends.
 */
export async function resetPassword(db: Knex, input: ResetPasswordInput, now = Date.now()): Promise<number> {
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (trx) => {
    const reset = await trx('password_resets')
      .where({ token_hash: hashOf(input.token) })
      .forUpdate()
      .first();
    if (!reset || reset.used_at || Number(reset.expires_at) < now) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    const user = await trx<UserRow>('users').where({ id: reset.user_id }).whereNull('deleted_at').whereNull('deactivated_at').first();
    if (!user) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    await trx('users').where({ id: user.id }).update({ password_hash: newHash, updated_at: nowIso() });
    await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ used_at: nowIso() });
    return user.id;
  });
}
