import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { sendList } from '../http/pagination';
import { getCategory, listCategories, listProductCategories } from './categories.service';

export function categoryRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (_req, res) => {
    const categories = await listCategories(db);
    sendList(res, categories, categories.length);
  };
  const handleProductCategories: RequestHandler = async (_req, res) => {
    const categories = await listProductCategories(db);
    sendList(res, categories, categories.length);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getCategory(db, String(req.params['category'])));
  };

  const router = Router();
  router.get('/categories', handleList);
  router.get('/categories/:category', handleGet);
  router.get('/product-categories', handleProductCategories);
  return router;
}
