import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { rateLimit } from 'express-rate-limit';
import { commentSchema, type CommentInput } from '../../src-shared/schemas/comment';
import { currentUser, requireUserWith } from '../auth/current-user';
import { notFound } from '../http/http-error';
import { parsePage, sendList } from '../http/pagination';
import { parseId, validate } from '../http/validate';
import { createComment, isCommentContentType, listForContent } from './comments.service';

export interface CommentRouteDeps {
  db: Knex;
  /** comments one member may post per 10 minutes */
  commentRateLimit: number;
}

export function commentRoutes({ db, commentRateLimit }: CommentRouteDeps): Router {
  // keyed by member, not address: parents behind one school or office network each get their own allowance
  const postLimit = rateLimit({
    windowMs: 10 * 60_000,
    limit: commentRateLimit,
    keyGenerator: (req) => `user:${req.user?.id ?? 0}`,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'You are posting comments too quickly. Please wait a few minutes and try again.' },
  });

  const handleList: RequestHandler = async (req, res) => {
    const contentType = String(req.params['contentType']);
    const contentId = parseId(req.params['contentId']);
    if (!isCommentContentType(contentType) || !contentId) throw notFound('Content not found');
    const { items, total } = await listForContent(db, contentType, contentId, req.user?.id, parsePage(req.query, 100));
    sendList(res, items, total);
  };
  const handleCreate: RequestHandler = async (req, res) => {
    res.status(201).json(await createComment(db, req.body as CommentInput, currentUser(req)));
  };

  const router = Router();
  router.get('/comments/:contentType/:contentId', handleList);
  router.post('/comments', requireUserWith('Must be logged in to comment'), postLimit, validate(commentSchema), handleCreate);
  return router;
}
