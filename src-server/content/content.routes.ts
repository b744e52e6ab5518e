import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { parsePage, sendList } from '../http/pagination';
import { queryText } from '../http/query';
import { listBlogs } from './blogs/blogs.service';
import { listDeals } from './deals/deals.service';

export function contentRoutes({ db }: { db: Knex }): Router {
  const handleListBlogs: RequestHandler = async (req, res) => {
    const { items, total } = await listBlogs(db, { category: queryText(req.query['category']) }, parsePage(req.query));
    sendList(res, items, total);
  };
  const handleListDeals: RequestHandler = async (req, res) => {
    const { items, total } = await listDeals(db, parsePage(req.query));
    sendList(res, items, total);
  };

  const router = Router();
  router.get('/blogs', handleListBlogs);
  router.get('/deals', handleListDeals);
  return router;
}
