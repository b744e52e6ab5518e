import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { dealCreateSchema, dealUpdateSchema, type DealCreateInput, type DealUpdateInput } from '../../../src-shared/schemas/deal';
import { currentUser, requireAdmin } from '../../auth';
import { badRequest } from '../../http/http-error';
import { parsePage, sendList } from '../../http/pagination';
import { queryText } from '../../http/query';
import { idParam, withBody, type BodyHandler } from '../../http/typed-routes';
import { parseStatusFilter, readerOf } from '../content-visibility';
import * as deals from './deals.service';

const DEAL_NOT_FOUND = 'Deal not found';

function minDiscountOf(value: unknown): number | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) throw badRequest('minDiscount must be a whole number from 0 to 100');
  return Number(text);
}

function sortOf(value: unknown): deals.DealSort | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  if (!(deals.DEAL_SORTS as readonly string[]).includes(text)) throw badRequest(`sort must be one of ${deals.DEAL_SORTS.join(', ')}`);
  return text as deals.DealSort;
}

/** includeExpired=true shows ended deals too; anything but true or false is refused. */
function includeExpiredOf(value: unknown): boolean {
  const text = queryText(value);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  throw badRequest('includeExpired must be true or false');
}

export function dealRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    const filters = {
      search: queryText(req.query['search']),
      category: queryText(req.query['category']),
      minDiscount: minDiscountOf(req.query['minDiscount']),
      includeExpired: includeExpiredOf(req.query['includeExpired']),
      sort: sortOf(req.query['sort']),
      status: parseStatusFilter(req.query['status']),
    };
    const { items, total } = await deals.listDeals(db, filters, parsePage(req.query), readerOf(req.user));
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
  router.get('/deals', handleList);
  router.get('/deals/related/:id', handleRelated);
  router.get('/deals/:id', handleGet);
  router.post('/deals', requireAdmin, ...withBody(dealCreateSchema, handleCreate));
  router.patch('/deals/:id', requireAdmin, ...withBody(dealUpdateSchema, handleUpdate));
  router.delete('/deals/:id', requireAdmin, handleDelete);
  return router;
}
