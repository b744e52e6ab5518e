import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { savedSearchSchema, type SavedSearchInput } from '../../src-shared/schemas/saved-search';
import { requireUser, signedInViewer } from '../auth';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, markSavedSearchSeen, SAVED_SEARCH_NOT_FOUND } from './saved-searches.service';

/** The signed-in member's saved marketplace searches under /api/saved-searches. */
export function savedSearchRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    res.json(await listSavedSearches(db, signedInViewer(req)));
  };
  const handleCreate: BodyHandler<SavedSearchInput> = async (input, req, res) => {
    res.status(201).json(await createSavedSearch(db, signedInViewer(req), input));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await deleteSavedSearch(db, signedInViewer(req), idParam(req, 'id', SAVED_SEARCH_NOT_FOUND));
    res.status(204).end();
  };
  const handleSeen: RequestHandler = async (req, res) => {
    await markSavedSearchSeen(db, signedInViewer(req), idParam(req, 'id', SAVED_SEARCH_NOT_FOUND));
    res.status(204).end();
  };

  const router = Router();
  router.get('/saved-searches', requireUser, handleList);
  router.post('/saved-searches', requireUser, ...withBody(savedSearchSchema, handleCreate));
  router.delete('/saved-searches/:id', requireUser, handleDelete);
  router.post('/saved-searches/:id/seen', requireUser, handleSeen);
  return router;
}
