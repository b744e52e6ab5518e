import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { notificationPreferencesSchema, type NotificationPreferencesInput } from '../../src-shared/schemas/notification-preferences';
import { markNotificationsReadSchema, type MarkNotificationsReadInput } from '../../src-shared/schemas/notifications';
import { currentUser, requireUser } from '../auth';
import { pageQuery, type PageQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import { withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import type { EventHub } from '../events/live-events';
import { pushNotificationCount } from './notification-scope';
import { preferencesOf, setPreferences } from './preferences.service';
import { listNotifications, markNotificationsRead, unreadNotificationCount } from './notifications.service';

export interface NotificationRouteDeps {
  db: Knex;
  events: EventHub;
}

export function notificationRoutes({ db, events }: NotificationRouteDeps): Router {
  const handleList: QueryHandler<PageQuery> = async (query, req, res) => {
    const { items, total } = await listNotifications(db, currentUser(req).id, toPage(query));
    sendList(res, items, total);
  };
  const handleUnreadCount: RequestHandler = async (req, res) => {
    res.json({ count: await unreadNotificationCount(db, currentUser(req).id) });
  };
  const handleMarkRead: BodyHandler<MarkNotificationsReadInput> = async (input, req, res) => {
    const userId = currentUser(req).id;
    const marked = await markNotificationsRead(db, userId, input.ids);
    const count = await unreadNotificationCount(db, userId);
    // the member's other tabs follow along
    if (marked > 0) await pushNotificationCount(db, events, userId);
    res.json({ count });
  };

  const handleGetPreferences: RequestHandler = async (req, res) => {
    res.json(await preferencesOf(db, currentUser(req).id));
  };
  const handleSetPreferences: BodyHandler<NotificationPreferencesInput> = async (input, req, res) => {
    res.json(await setPreferences(db, currentUser(req).id, input));
  };

  const router = Router();
  router.get('/notifications/preferences', requireUser, handleGetPreferences);
  router.put('/notifications/preferences', requireUser, ...withBody(notificationPreferencesSchema, handleSetPreferences));
  router.get('/notifications', requireUser, ...withQuery(pageQuery(20), handleList));
  router.get('/notifications/unread-count', requireUser, handleUnreadCount);
  router.post('/notifications/read', requireUser, ...withBody(markNotificationsReadSchema, handleMarkRead));
  return router;
}
