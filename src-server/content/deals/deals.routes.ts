import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { dealCreateSchema, dealUpdateSchema, type DealCreateInput, type DealUpdateInput } from '../../../src-shared/schemas/deal';
import { currentUser, requireAdmin } from '../../auth/current-user';
import { badRequest } from '../../http/http-error';
import { parsePage, sendList } from '../../http/pagination';
import { queryText } from '../../http/query';
import { validate } from '../../http/validate';
import * as deals from './deals.service';

function minDiscountOf(value: unknown): number | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) throw badRequest('minDiscount must be a whole number from 0 to 100');
  return Number(text);
}

export function dealRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    const filters = {
      search: queryText(req.query['search']),
      category: queryText(req.query['category']),
      minDiscount: minDiscountOf(req.query['minDiscount']),
    };
    const { items, total } = await deals.listDeals(db, filters, parsePage(req.query));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => { res.json(await deals.getDeal(db, req.params['id'])); };
  const handleRelated: RequestHandler = async (req, res) => { res.json(await deals.relatedDeals(db, req.params['id'])); };
  const handleCreate: RequestHandler = async (req, res) => {
    res.status(201).json(await deals.createDeal(db, req.body as DealCreateInput, currentUser(req).id));
  };
  const handleUpdate: RequestHandler = async (req, res) => {
    res.json(await deals.updateDeal(db, req.params['id'], req.body as DealUpdateInput));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await deals.deleteDeal(db, req.params['id']);
    res.status(204).end();
  };

  const router = Router();
  router.get('/deals', handleList);
  router.get('/deals/related/:id', handleRelated);
  router.get('/deals/:id', handleGet);
  router.post('/deals', requireAdmin, validate(dealCreateSchema), handleCreate);
  router.patch('/deals/:id', requireAdmin, validate(dealUpdateSchema), handleUpdate);
  router.delete('/deals/:id', requireAdmin, handleDelete);
  return router;
}
