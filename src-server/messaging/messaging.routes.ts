import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { currentUser, requireUser } from '../auth/current-user';
import { unreadCount } from './unread.service';

export function messagingRoutes({ db }: { db: Knex }): Router {
  const handleUnreadCount: RequestHandler = async (req, res) => {
    res.json({ count: await unreadCount(db, currentUser(req).id) });
  };

  const router = Router();
  router.get('/messages/unread-count', requireUser, handleUnreadCount);
  return router;
}
