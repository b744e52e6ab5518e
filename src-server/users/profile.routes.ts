import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { profileSchema, type ProfileInput } from '../../src-shared/schemas/profile';
import { currentUser, requireUser } from '../auth/current-user';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import { viewerOf } from '../marketplace/viewer';
import type { PhotoStore } from '../uploads/photo-store';
import { requireSelfOrAdmin } from './account-access';
import { USER_NOT_FOUND } from './find-account';
import { updateProfile } from './profile.service';
import { getPublicProfile } from './public-profile.service';

export interface ProfileRouteDeps {
  db: Knex;
  photos: PhotoStore;
}

/** A member's public profile, and their own profile fields. */
export function profileRoutes({ db, photos }: ProfileRouteDeps): Router {
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getPublicProfile(db, viewerOf(req.user), idParam(req, 'id', USER_NOT_FOUND)));
  };
  const handleUpdate: BodyHandler<ProfileInput> = async (input, req, res) => {
    res.json(await updateProfile({ db, photos }, currentUser(req), idParam(req, 'id', USER_NOT_FOUND), input));
  };

  const router = Router();
  router.get('/users/:id', handleGet);
  router.patch('/users/:id', requireUser, requireSelfOrAdmin('id'), ...withBody(profileSchema, handleUpdate));
  return router;
}
