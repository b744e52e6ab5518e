import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { dealCreateSchema, dealUpdateSchema, type DealCreateInput, type DealUpdateInput } from '../../../src-shared/schemas/deal';
import { currentUser, requireAdmin } from '../../auth';
import { dealListQuery, type DealListQuery } from '../../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../../http/pagination';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../../http/typed-routes';
import { readerOf } from '../content-visibility';
import * as deals from './deals.service';

const DEAL_NOT_FOUND = 'Deal not found';

export function dealRoutes({ db }: { db: Knex }): Router {
  const handleList: QueryHandler<DealListQuery> = async ({ page, pageSize, ...filters }, req, res) => {
    const { items, total } = await deals.listDeals(db, filters, toPage({ page, pageSize }), readerOf(req.user));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await deals.getDeal(db, idParam(req, 'id', DEAL_NOT_FOUND), readerOf(req.user)));
  };
  const handleRelated: RequestHandler = async (req, res) => {
    res.json(await deals.relatedDeals(db, idParam(req, 'id', DEAL_NOT_FOUND), readerOf(req.user)));
  };
  const handleCreate: BodyHandler<DealCreateInput> = async (input, req, res) => {
    res.status(201).json(await deals.createDeal(db, input, currentUser(req).id));
  };
  const handleUpdate: BodyHandler<DealUpdateInput> = async (input, req, res) => {
    res.json(await deals.updateDeal(db, idParam(req, 'id', DEAL_NOT_FOUND), input));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await deals.deleteDeal(db, idParam(req, 'id', DEAL_NOT_FOUND));
    res.status(204).end();
  };

  const router = Router();
  router.get('/deals', ...withQuery(dealListQuery, handleList));
  router.get('/deals/related/:id', handleRelated);
  router.get('/deals/:id', handleGet);
  router.post('/deals', requireAdmin, ...withBody(dealCreateSchema, handleCreate));
  router.patch('/deals/:id', requireAdmin, ...withBody(dealUpdateSchema, handleUpdate));
  router.delete('/deals/:id', requireAdmin, handleDelete);
  return router;
}
