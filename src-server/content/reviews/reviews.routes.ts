import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import {
  reviewCreateSchema,
  reviewUpdateSchema,
  reviewVoteSchema,
  type ReviewCreateInput,
  type ReviewUpdateInput,
  type ReviewVoteInput,
} from '../../../src-shared/schemas/review';
import { currentUser, requireAdmin, requireUserWith } from '../../auth';
import { articleListQuery, type ArticleListQuery } from '../../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../../http/pagination';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../../http/typed-routes';
import { removeReviewVote, voteOnReview } from './review-votes.service';
import { readerOf } from '../content-visibility';
import * as reviews from './reviews.service';

const REVIEW_NOT_FOUND = 'Review not found';
const requireVoter = requireUserWith('Must be logged in to vote');

export function reviewRoutes({ db }: { db: Knex }): Router {
  const handleList: QueryHandler<ArticleListQuery> = async ({ search, category, status, ...page }, req, res) => {
    const { items, total } = await reviews.listReviews(db, { search, category, status }, toPage(page), req.user?.id, readerOf(req.user));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await reviews.getReview(db, String(req.params['idOrSlug']), req.user?.id, readerOf(req.user)));
  };
  const handleCreate: BodyHandler<ReviewCreateInput> = async (input, req, res) => {
    res.status(201).json(await reviews.createReview(db, input, currentUser(req).id));
  };
  const handleUpdate: BodyHandler<ReviewUpdateInput> = async (input, req, res) => {
    res.json(await reviews.updateReview(db, idParam(req, 'id', REVIEW_NOT_FOUND), input, currentUser(req).id));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await reviews.deleteReview(db, idParam(req, 'id', REVIEW_NOT_FOUND));
    res.status(204).end();
  };
  const handleVote: BodyHandler<ReviewVoteInput> = async (input, req, res) => {
    res.json(await voteOnReview(db, idParam(req, 'id', REVIEW_NOT_FOUND), currentUser(req).id, input.is_helpful));
  };
  const handleUnvote: RequestHandler = async (req, res) => {
    res.json(await removeReviewVote(db, idParam(req, 'id', REVIEW_NOT_FOUND), currentUser(req).id));
  };

  const router = Router();
  router.get('/reviews', ...withQuery(articleListQuery, handleList));
  router.get('/reviews/:idOrSlug', handleGet);
  router.post('/reviews', requireAdmin, ...withBody(reviewCreateSchema, handleCreate));
  router.patch('/reviews/:id', requireAdmin, ...withBody(reviewUpdateSchema, handleUpdate));
  router.delete('/reviews/:id', requireAdmin, handleDelete);
  router.put('/reviews/:id/vote', requireVoter, ...withBody(reviewVoteSchema, handleVote));
  router.delete('/reviews/:id/vote', requireVoter, handleUnvote);
  return router;
}
