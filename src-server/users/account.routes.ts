import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { accountPasswordSchema, passwordChangeSchema, type AccountPasswordInput, type PasswordChangeInput } from '../../src-shared/schemas/account';
import { currentUser, requireUser, type MemberSessions, endSession, startSession } from '../auth';
import type { FailureLimit } from '../http/failure-limit';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import type { PhotoStore } from '../uploads';
import { requireSelfOrAdmin } from './account-access';
import { deactivateAccount } from './account-state.service';
import { deleteAccount } from './delete-account.service';
import { USER_NOT_FOUND } from './find-account';
import { changePassword } from './password-change.service';
import { checkingPassword } from './password-guesses';

export interface AccountRouteDeps {
  db: Knex;
  photos: PhotoStore;
  sessions: MemberSessions;
  sessionCookieName: string;
  /** the member's wrong passwords, counted across every settings form (password-guesses.ts) */
  passwordGuesses: FailureLimit;
}

/** Settings: change the password, deactivate or delete the account. */
export function accountRoutes({ db, photos, sessions, sessionCookieName, passwordGuesses }: AccountRouteDeps): Router {
  // every call here checks a password: wrong guesses from one member's session are counted and stopped

  /** A member who closed their own account leaves signed out, this browser included. */
  const signOutIfSelf = async (req: Request, res: Response, targetId: number) => {
    if (currentUser(req).id !== targetId) return;
    await endSession(req);
    res.clearCookie(sessionCookieName, { path: '/' });
  };

  const handleChangePassword: BodyHandler<PasswordChangeInput> = async (input, req, res) => {
    const user = currentUser(req);
    await checkingPassword(passwordGuesses, req, res, () => changePassword(db, user, input));
    // this browser stays signed in under a new session id; every other session and stream ends
    await startSession(req, user.id);
    await sessions.endOtherSessions(user.id, req.sessionID);
    res.status(204).end();
  };
  const handleDeactivate: BodyHandler<AccountPasswordInput> = async (input, req, res) => {
    const targetId = idParam(req, 'id', USER_NOT_FOUND);
    await checkingPassword(passwordGuesses, req, res, () => deactivateAccount({ db, sessions }, currentUser(req), targetId, input.password));
    await signOutIfSelf(req, res, targetId);
    res.status(204).end();
  };
  const handleDelete: BodyHandler<AccountPasswordInput> = async (input, req, res) => {
    const targetId = idParam(req, 'id', USER_NOT_FOUND);
    await checkingPassword(passwordGuesses, req, res, () => deleteAccount({ db, photos, sessions }, currentUser(req), targetId, input.password));
    await signOutIfSelf(req, res, targetId);
    res.status(204).end();
  };

  const router = Router();
  router.post('/auth/password', requireUser, ...withBody(passwordChangeSchema, handleChangePassword));
  router.post('/users/:id/deactivate', requireUser, requireSelfOrAdmin('id'), ...withBody(accountPasswordSchema, handleDeactivate));
  router.delete('/users/:id', requireUser, requireSelfOrAdmin('id'), ...withBody(accountPasswordSchema, handleDelete));
  return router;
}
