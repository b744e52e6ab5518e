import { Router } from 'express';
import type { Knex } from 'knex';
import { commentSchema, type CommentInput } from '../../src-shared/schemas/comment';
import { currentUser, requireUserWith, viewerOf } from '../auth';
import { notFound } from '../http/http-error';
import { pageQuery, type PageQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import type { Limiter } from '../http/rate-limit';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import type { PendingCountNotifier } from '../moderation-state';
import { createComment, isCommentContentType, listForContent } from './comments.service';

export interface CommentRouteDeps {
  db: Knex;
  /** comments one member may post per 10 minutes */
  commentRateLimit: number;
  limit: Limiter;
  /** admins' consoles hear of each comment that waits for them */
  pendingCount: PendingCountNotifier;
}

const CONTENT_NOT_FOUND = 'Content not found';

export function commentRoutes({ db, commentRateLimit, limit, pendingCount }: CommentRouteDeps): Router {
  // keyed by member, not address: parents behind one school or office network each get their own allowance
  const postLimit = limit({
    name: 'comments',
    windowMs: 10 * 60_000,
    limit: commentRateLimit,
    key: (req) => `user:${req.user?.id ?? 0}`,
    message: 'You are posting comments too quickly.',
  });

  const handleList: QueryHandler<PageQuery> = async (query, req, res) => {
    const contentType = String(req.params['contentType']);
    if (!isCommentContentType(contentType)) throw notFound(CONTENT_NOT_FOUND);
    const contentId = idParam(req, 'contentId', CONTENT_NOT_FOUND);
    const { items, total } = await listForContent(db, contentType, contentId, viewerOf(req.user), toPage(query));
    sendList(res, items, total);
  };
  const handleCreate: BodyHandler<CommentInput> = async (input, req, res) => {
    const comment = await createComment(db, input, currentUser(req));
    if (comment.status === 'pending') await pendingCount.pushToAdmins();
    res.status(201).json(comment);
  };

  const router = Router();
  router.get('/comments/:contentType/:contentId', ...withQuery(pageQuery(100), handleList));
  router.post('/comments', requireUserWith('Must be logged in to comment'), postLimit, ...withBody(commentSchema, handleCreate));
  return router;
}
