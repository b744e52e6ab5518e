import express, { Router } from 'express';
import type { Knex } from 'knex';
import { object, type InferType } from 'yup';
import { queryText } from '../../src-shared/schemas/query-fields';
import { badRequest } from '../http/http-error';
import { withQuery, type QueryHandler } from '../http/typed-routes';
import { turnOff } from './preferences.service';
import { topicLabel, type MailSite } from '../mail/mail-text';
import { readUnsubscribeToken } from '../mail/unsubscribe-tokens';

/** a mail program posts the token in the address; the /unsubscribe page posts it in the body */
const unsubscribeQuery = object({ token: queryText('token') });

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Choose your e-mails in Settings instead.';

/**
 * POST /api/mail/unsubscribe?token=…: the one-click unsubscribe. Mail programs post here by
 * themselves (RFC 8058: List-Unsubscribe-Post) without our Origin, so this route sits before the
 * cross-site guard: the signed token, good for one member and one topic, is its whole authority,
 * and all it can do is turn e-mail off. A person's click lands on the /unsubscribe page, which posts here.
 */
export function unsubscribeRoutes({ db, site }: { db: Knex; site: MailSite }): Router {
  const handleUnsubscribe: QueryHandler<InferType<typeof unsubscribeQuery>> = async (query, req, res) => {
    const body: unknown = req.body;
    const fromBody = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    const token = query.token ?? fromBody;
    const target = typeof token === 'string' ? readUnsubscribeToken(site.secret, token) : null;
    if (!target) throw badRequest(UNSUBSCRIBE_INVALID);
    await turnOff(db, target.userId, target.topic);
    res.json({ message: `You will no longer get ${topicLabel(target.topic)}. You can turn them back on in Settings.` });
  };

  const router = Router();
  router.post('/mail/unsubscribe', express.urlencoded({ extended: false, limit: '2kb' }), ...withQuery(unsubscribeQuery, handleUnsubscribe));
  return router;
}
