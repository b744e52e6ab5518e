import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { queueActionSchema, reportSchema, type QueueActionInput, type ReportInput } from '../../src-shared/schemas/report';
import { currentUser, requireAdmin, requireUser, type MemberSessions, signedInViewer } from '../auth';
import { queueQuery, type QueueQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import type { Limiter } from '../http/rate-limit';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import { decide, undoDecision } from './decisions.service';
import type { PendingCountNotifier } from '../moderation-state';
import { listQueue, QUEUE_ITEM_NOT_FOUND } from './queue.service';
import type { ReportRule } from './report-standing';
import { createReport } from './reports.service';

export interface ModerationRouteDeps {
  db: Knex;
  sessions: MemberSessions;
  limit: Limiter;
  pendingCount: PendingCountNotifier;
  reportRule: ReportRule;
}

/** Members report; admins decide, in one queue with the comments waiting for approval. */
export function moderationRoutes({ db, sessions, limit, pendingCount, reportRule }: ModerationRouteDeps): Router {
  const reportLimit = limit({
    name: 'reports',
    windowMs: 60 * 60_000,
    limit: 20,
    key: (req) => `member:${currentUser(req).id}`,
    message: 'You are sending reports too quickly.',
  });

  const handleReport: BodyHandler<ReportInput> = async (input, req, res) => {
    const report = await createReport(db, { viewer: signedInViewer(req), address: req.ip }, input, reportRule);
    await pendingCount.pushToAdmins();
    res.status(201).json(report);
  };
  const handleQueue: QueryHandler<QueueQuery> = async ({ status, ...page }, _req, res) => {
    const { items, total } = await listQueue(db, status, toPage(page));
    sendList(res, items, total);
  };
  const handleDecision: BodyHandler<QueueActionInput> = async (input, req, res) => {
    const item = await decide({ db, sessions }, currentUser(req), idParam(req, 'id', QUEUE_ITEM_NOT_FOUND), input.action);
    await pendingCount.pushToAdmins();
    res.json(item);
  };

  const handleUndo: RequestHandler = async (req, res) => {
    const item = await undoDecision(db, currentUser(req), idParam(req, 'id', QUEUE_ITEM_NOT_FOUND));
    await pendingCount.pushToAdmins();
    res.json(item);
  };

  const router = Router();
  router.post('/reports', requireUser, reportLimit, ...withBody(reportSchema, handleReport));
  router.get('/admin/queue', requireAdmin, ...withQuery(queueQuery, handleQueue));
  router.patch('/admin/queue/:id', requireAdmin, ...withBody(queueActionSchema, handleDecision));
  router.post('/admin/queue/:id/undo', requireAdmin, handleUndo);
  return router;
}
