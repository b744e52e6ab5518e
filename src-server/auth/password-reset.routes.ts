import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_MESSAGES,
  resetPasswordSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '../../src-shared/schemas/password-reset';
import type { Limiter } from '../http/rate-limit';
import { withBody, type BodyHandler } from '../http/typed-routes';
import type { MailSite } from '../mail/mail-text';
import type { MemberSessions } from './member-sessions';
import { requestPasswordReset, resetPassword } from './password-reset.service';

export interface PasswordResetRouteDeps {
  db: Knex;
  site: MailSite;
  sessions: MemberSessions;
  limit: Limiter;
}

const TOO_MANY = 'Too many password reset requests. Please try again later.';
const emailKey = (req: Request) => {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return `reset-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export function passwordResetRoutes({ db, site, sessions, limit }: PasswordResetRouteDeps): Router {
  // per address, so no one mails many accounts; per account, so no one floods one inbox
  const perAddress = limit({ name: 'password-reset-address', windowMs: 15 * 60_000, limit: 10, message: TOO_MANY });
  const perAccount = limit({ name: 'password-reset-account', windowMs: 60 * 60_000, limit: 3, key: emailKey, message: TOO_MANY });
  // wrong tokens are guessed nowhere near 256 bits, but a flood still costs a scrypt hash each
  const resetLimit = limit({ name: 'password-reset-use', windowMs: 15 * 60_000, limit: 20, message: TOO_MANY });

  const handleForgot: BodyHandler<ForgotPasswordInput> = async (input, _req, res) => {
    await requestPasswordReset(db, site, input.email);
    res.status(202).json({ message: PASSWORD_RESET_MESSAGES.sent });
  };
  const handleReset: BodyHandler<ResetPasswordInput> = async (input, _req, res) => {
    const userId = await resetPassword(db, input);
    // whoever knew the old password is signed out everywhere
    await sessions.endAllSessions(userId);
    res.json({ message: PASSWORD_RESET_MESSAGES.done });
  };

  const router = Router();
  router.post('/auth/forgot', perAddress, perAccount, ...withBody(forgotPasswordSchema, handleForgot));
  router.post('/auth/reset', resetLimit, ...withBody(resetPasswordSchema, handleReset));
  return router;
}
