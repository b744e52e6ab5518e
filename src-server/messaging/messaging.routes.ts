import { Router, type Request, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { messageSchema, startConversationSchema, type MessageInput, type StartConversationInput } from '../../src-shared/schemas/message';
import { currentUser, requireUser, requireUserWith, signedInViewer } from '../auth';
import { pageQuery, threadQuery, type PageQuery, type ThreadQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import type { Limiter } from '../http/rate-limit';
import type { Logger } from '../http/request-log';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import type { PendingCountNotifier } from '../moderation-state';
import { CONVERSATION_NOT_FOUND, conversationMembers, getConversation, listConversations, startConversation } from './conversations.service';
import type { EventHub } from '../events/live-events';
import { conversationRead, notifyNewMessage } from './message-notifications';
import { listMessages, markThreadRead, sendMessage } from './messages.service';
import { createNotifier } from './notify';
import { unreadCount } from './unread.service';

export const SEND_LIMIT_PER_MINUTE = 30;
const MUST_SIGN_IN = 'Must be logged in to send messages';
const THREAD_PAGE_SIZE = 50;

const conversationId = (req: Request) => idParam(req, 'id', CONVERSATION_NOT_FOUND);

export interface MessagingRouteDeps {
  db: Knex;
  /** the app's live event hub: sign-out closes streams through the same one */
  events: EventHub;
  limit: Limiter;
  /** an admin's stream starts with the moderation queue's size */
  pendingCount: PendingCountNotifier;
  /** where failed pushes of live counts are reported */
  logger: Logger;
}

export function messagingRoutes({ db, events: hub, limit, pendingCount, logger }: MessagingRouteDeps): Router {
  const notify = createNotifier(db, hub, logger);
  const sendLimit = limit({
    name: 'messages',
    windowMs: 60_000,
    limit: SEND_LIMIT_PER_MINUTE,
    // runs after the auth check, so every request here has a member to count against
    key: (req) => `member:${currentUser(req).id}`,
    message: 'You are sending messages too quickly.',
  });

  const handleUnreadCount: RequestHandler = async (req, res) => {
    res.json({ count: await unreadCount(db, currentUser(req).id) });
  };
  const handleEvents: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    hub.subscribe(req, res, user.id);
    await notify.pushUnreadCount(user.id);
    if (user.role === 'admin') await pendingCount.pushTo(user.id);
  };
  const handleListConversations: QueryHandler<PageQuery> = async (query, req, res) => {
    const { items, total } = await listConversations(db, signedInViewer(req), toPage(query));
    sendList(res, items, total);
  };
  const handleStartConversation: BodyHandler<StartConversationInput> = async (input, req, res) => {
    const { conversation, isNew } = await startConversation(db, signedInViewer(req), input);
    res.status(isNew ? 201 : 200).json(conversation);
  };
  const handleGetConversation: RequestHandler = async (req, res) => {
    res.json(await getConversation(db, signedInViewer(req), conversationId(req)));
  };
  const handleListMessages: QueryHandler<ThreadQuery> = async ({ pageSize, before }, req, res) => {
    const userId = currentUser(req).id;
    const id = conversationId(req);
    await conversationMembers(db, userId, id);
    const marked = await markThreadRead(db, userId, id);
    const { items, total } = await listMessages(db, signedInViewer(req), id, { pageSize, before });
    // the reader's other tabs and header badge follow along
    if (marked > 0) {
      await notify.pushUnreadCount(userId);
      await conversationRead(db, userId, id);
    }
    sendList(res, items, total);
  };
  const handleSendMessage: BodyHandler<MessageInput> = async (input, req, res) => {
    const id = conversationId(req);
    const { sent, delivered, recipientId } = await sendMessage(db, signedInViewer(req), id, input.content);
    await notify.pushNewMessage(sent, delivered, recipientId);
    await notifyNewMessage(db, currentUser(req), recipientId, id);
    res.status(201).json(sent);
  };

  const router = Router();
  router.get('/messages/unread-count', requireUser, handleUnreadCount);
  router.get('/events', requireUser, handleEvents);
  router.get('/conversations', requireUser, ...withQuery(pageQuery(100), handleListConversations));
  router.post('/conversations', requireUserWith(MUST_SIGN_IN), ...withBody(startConversationSchema, handleStartConversation));
  router.get('/conversations/:id', requireUser, handleGetConversation);
  router.get('/conversations/:id/messages', requireUser, ...withQuery(threadQuery(THREAD_PAGE_SIZE), handleListMessages));
  router.post('/conversations/:id/messages', requireUserWith(MUST_SIGN_IN), sendLimit, ...withBody(messageSchema, handleSendMessage));
  return router;
}
