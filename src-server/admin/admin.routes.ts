import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { commentStatusSchema, roleSchema, type CommentStatusInput, type RoleInput } from '../../src-shared/schemas/admin';
import { currentUser, requireAdmin, type MemberSessions } from '../auth';
import { adminCommentQuery, adminUserQuery, type AdminCommentQuery, type AdminUserQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import type { PendingCountNotifier } from '../moderation-state';
import { reactivateAccount, USER_NOT_FOUND } from '../users';
import { COMMENT_NOT_FOUND, listAdminComments, setCommentStatus } from './admin-comments.service';
import { getAdminUser, listAdminUsers } from './admin-users.service';
import { changeRole } from './roles.service';
import { dashboardStats } from './stats.service';
import type { PhotoFiles } from '../uploads';

export interface AdminRouteDeps {
  db: Knex;
  sessions: MemberSessions;
  pendingCount: PendingCountNotifier;
  /** the stored photos, whose size the stats report */
  photoFiles: PhotoFiles;
}

const SEARCH_MAX = 100;

/** The admin console's calls (the moderation queue's are in moderation.routes.ts). */
export function adminRoutes({ db, sessions, pendingCount, photoFiles }: AdminRouteDeps): Router {
  const handleStats: RequestHandler = async (_req, res) => {
    res.json(await dashboardStats(db, photoFiles));
  };
  const handleListUsers: QueryHandler<AdminUserQuery> = async ({ search, role, status, ...page }, _req, res) => {
    // a longer search names nobody; cut rather than refused, as the box allows pasting
    const { items, total } = await listAdminUsers(db, { search: search?.slice(0, SEARCH_MAX), role, status }, toPage(page));
    sendList(res, items, total);
  };
  const handleRole: BodyHandler<RoleInput> = async (input, req, res) => {
    const admin = currentUser(req);
    const targetId = idParam(req, 'userId', USER_NOT_FOUND);
    const { user } = await changeRole({ db, sessions }, admin, targetId, input.role);
    res.json(user);
  };
  const handleReactivate: RequestHandler = async (req, res) => {
    const targetId = idParam(req, 'userId', USER_NOT_FOUND);
    await reactivateAccount(db, currentUser(req), targetId);
    res.json(await getAdminUser(db, targetId));
  };
  const handleListComments: QueryHandler<AdminCommentQuery> = async ({ status, ...page }, _req, res) => {
    const { items, total } = await listAdminComments(db, status, toPage(page));
    sendList(res, items, total);
  };
  const handleCommentStatus: BodyHandler<CommentStatusInput> = async (input, req, res) => {
    const id = idParam(req, 'id', COMMENT_NOT_FOUND);
    const { comment, isItemClosed } = await setCommentStatus(db, currentUser(req), id, input.status);
    if (isItemClosed) await pendingCount.pushToAdmins();
    res.json(comment);
  };

  const router = Router();
  router.get('/admin/stats', requireAdmin, handleStats);
  router.get('/admin/users', requireAdmin, ...withQuery(adminUserQuery, handleListUsers));
  router.patch('/admin/users/:userId/role', requireAdmin, ...withBody(roleSchema, handleRole));
  router.post('/admin/users/:userId/reactivate', requireAdmin, handleReactivate);
  router.get('/admin/comments', requireAdmin, ...withQuery(adminCommentQuery, handleListComments));
  router.patch('/admin/comments/:id/status', requireAdmin, ...withBody(commentStatusSchema, handleCommentStatus));
  return router;
}
