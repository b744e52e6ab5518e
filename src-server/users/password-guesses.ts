import type { Request, Response } from 'express';
import { ACCOUNT_MESSAGES } from '../../src-shared/schemas/account';
import { currentUser } from '../auth';
import { createFailureLimit, type FailureLimit } from '../http/failure-limit';
import { HttpError } from '../http/http-error';
import type { RateLimitStoreFactory } from '../http/rate-limit';

/** Wrong passwords a member may type in their settings (password change, email change, closing the account) per 15 minutes. */
export const PASSWORD_GUESSES = 10;

/**
 * One count of a member's wrong passwords across every settings form that asks for it, so someone
 * holding their session cannot guess the password through any of them. Only wrong passwords count,
 * never a refused attempt (see failure-limit.ts).
 */
export function createPasswordGuesses(store: RateLimitStoreFactory | undefined): FailureLimit {
  return createFailureLimit(store, {
    windowMs: 15 * 60_000,
    message: 'Too many password attempts.',
    counters: [{ name: 'password-checks', limit: PASSWORD_GUESSES, key: (req) => `member:${currentUser(req).id}` }],
  });
}

const WRONG = new Set<string>([ACCOUNT_MESSAGES.currentWrong, ACCOUNT_MESSAGES.passwordWrong]);

/** Whether a form was refused for a wrong password (not a missing one, nor any other mistake). */
export function isWrongPassword(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400 && WRONG.has(error.message);
}

/** Runs work that checks the member's password, counting it only if the password was wrong. */
export async function checkingPassword<T>(guesses: FailureLimit, req: Request, res: Response, work: () => Promise<T>): Promise<T> {
  const attempt = await guesses.begin(req, res);
  try {
    const result = await work();
    await attempt.release();
    return result;
  } catch (error) {
    if (!isWrongPassword(error)) await attempt.release();
    throw error;
  }
}
