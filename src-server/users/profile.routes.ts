import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { profileSchema, type ProfileInput } from '../../src-shared/schemas/profile';
import { currentUser, requireUser } from '../auth/current-user';
import type { MemberSessions } from '../auth/member-sessions';
import { startSession } from '../auth/session-actions';
import { createFailureLimit } from '../http/failure-limit';
import type { RateLimitStoreFactory } from '../http/rate-limit';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import { viewerOf } from '../marketplace/viewer';
import type { PhotoStore } from '../uploads/photo-store';
import { requireSelfOrAdmin } from './account-access';
import { USER_NOT_FOUND } from './find-account';
import { isWrongCurrentPassword, updateProfile } from './profile.service';
import { getPublicProfile } from './public-profile.service';

export interface ProfileRouteDeps {
  db: Knex;
  photos: PhotoStore;
  sessions: MemberSessions;
  rateLimitStore?: RateLimitStoreFactory;
}

/** A member's public profile, and their own profile fields. */
export function profileRoutes({ db, photos, sessions, rateLimitStore }: ProfileRouteDeps): Router {
  // the password that confirms an email change cannot be guessed through this form either
  const passwordGuesses = createFailureLimit(rateLimitStore, {
    windowMs: 15 * 60_000,
    message: 'Too many password attempts.',
    counters: [{ name: 'email-change-password', limit: 10, key: (req) => `member:${currentUser(req).id}` }],
  });

  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getPublicProfile(db, viewerOf(req.user), idParam(req, 'id', USER_NOT_FOUND)));
  };
  const handleUpdate: BodyHandler<ProfileInput> = async (input, req, res) => {
    const actor = currentUser(req);
    const targetId = idParam(req, 'id', USER_NOT_FOUND);
    const attempt = input.currentPassword === undefined ? undefined : await passwordGuesses.begin(req, res);
    let update;
    try {
      update = await updateProfile({ db, photos }, actor, targetId, input);
    } catch (error) {
      if (!isWrongCurrentPassword(error)) await attempt?.release();
      throw error;
    }
    await attempt?.release();
    if (update.isEmailChanged && actor.id === targetId) {
      // this browser stays signed in under a new session id; every other session and stream ends
      await startSession(req, actor.id);
      await sessions.endOtherSessions(actor.id, req.sessionID);
    } else if (update.isEmailChanged) {
      await sessions.endAllSessions(targetId);
    }
    res.json(update.user);
  };

  const router = Router();
  router.get('/users/:id', handleGet);
  router.patch('/users/:id', requireUser, requireSelfOrAdmin('id'), ...withBody(profileSchema, handleUpdate));
  return router;
}
