import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { profileSchema, type ProfileInput } from '../../src-shared/schemas/profile';
import { currentUser, requireUser, type MemberSessions, startSession, viewerOf } from '../auth';
import type { FailureLimit } from '../http/failure-limit';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import type { PhotoStore } from '../uploads';
import { requireSelfOrAdmin } from './account-access';
import { USER_NOT_FOUND } from './find-account';
import { checkingPassword } from './password-guesses';
import { updateProfile } from './profile.service';
import { getPublicProfile } from './public-profile.service';

export interface ProfileRouteDeps {
  db: Knex;
  photos: PhotoStore;
  sessions: MemberSessions;
  /** the member's wrong passwords, counted across every settings form (password-guesses.ts) */
  passwordGuesses: FailureLimit;
}

/** A member's public profile, and their own profile fields. */
export function profileRoutes({ db, photos, sessions, passwordGuesses }: ProfileRouteDeps): Router {
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getPublicProfile(db, viewerOf(req.user), idParam(req, 'id', USER_NOT_FOUND)));
  };
  const handleUpdate: BodyHandler<ProfileInput> = async (input, req, res) => {
    const actor = currentUser(req);
    const targetId = idParam(req, 'id', USER_NOT_FOUND);
    const update = () => updateProfile({ db, photos }, actor, targetId, input);
    // the password that confirms an email change cannot be guessed through this form either
    const { user, isEmailChanged } = input.currentPassword === undefined ? await update() : await checkingPassword(passwordGuesses, req, res, update);
    if (isEmailChanged && actor.id === targetId) {
      // this browser stays signed in under a new session id; every other session and stream ends
      await startSession(req, actor.id);
      await sessions.endOtherSessions(actor.id, req.sessionID);
    } else if (isEmailChanged) {
      await sessions.endAllSessions(targetId);
    }
    res.json(user);
  };

  const router = Router();
  router.get('/users/:id', handleGet);
  router.patch('/users/:id', requireUser, requireSelfOrAdmin('id'), ...withBody(profileSchema, handleUpdate));
  return router;
}
