import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import {
  reviewCreateSchema, reviewUpdateSchema, reviewVoteSchema, type ReviewCreateInput, type ReviewUpdateInput, type ReviewVoteInput,
} from '../../../src-shared/schemas/review';
import { currentUser, requireAdmin, requireUserWith } from '../../auth/current-user';
import { parsePage, sendList } from '../../http/pagination';
import { queryText } from '../../http/query';
import { validate } from '../../http/validate';
import { removeReviewVote, voteOnReview } from './review-votes.service';
import * as reviews from './reviews.service';

const requireVoter = requireUserWith('Must be logged in to vote');

export function reviewRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    const filters = { search: queryText(req.query['search']), category: queryText(req.query['category']) };
    const { items, total } = await reviews.listReviews(db, filters, parsePage(req.query), req.user?.id);
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await reviews.getReview(db, String(req.params['idOrSlug']), req.user?.id));
  };
  const handleCreate: RequestHandler = async (req, res) => {
    res.status(201).json(await reviews.createReview(db, req.body as ReviewCreateInput, currentUser(req).id));
  };
  const handleUpdate: RequestHandler = async (req, res) => {
    res.json(await reviews.updateReview(db, req.params['id'], req.body as ReviewUpdateInput, currentUser(req).id));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await reviews.deleteReview(db, req.params['id']);
    res.status(204).end();
  };
  const handleVote: RequestHandler = async (req, res) => {
    res.json(await voteOnReview(db, req.params['id'], currentUser(req).id, (req.body as ReviewVoteInput).is_helpful));
  };
  const handleUnvote: RequestHandler = async (req, res) => {
    res.json(await removeReviewVote(db, req.params['id'], currentUser(req).id));
  };

  const router = Router();
  router.get('/reviews', handleList);
  router.get('/reviews/:idOrSlug', handleGet);
  router.post('/reviews', requireAdmin, validate(reviewCreateSchema), handleCreate);
  router.patch('/reviews/:id', requireAdmin, validate(reviewUpdateSchema), handleUpdate);
  router.delete('/reviews/:id', requireAdmin, handleDelete);
  router.put('/reviews/:id/vote', requireVoter, validate(reviewVoteSchema), handleVote);
  router.delete('/reviews/:id/vote', requireVoter, handleUnvote);
  return router;
}
