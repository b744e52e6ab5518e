import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogRoutes } from './blogs/blogs.routes';
import { listProductCategories } from './categories';
import { dealRoutes } from './deals/deals.routes';
import { reviewRoutes } from './reviews/reviews.routes';

/** Blogs, reviews and deals: read by everyone, written by admins. */
export function contentRoutes({ db }: { db: Knex }): Router {
  const handleProductCategories: RequestHandler = async (_req, res) => { res.json(await listProductCategories(db)); };

  const router = Router();
  router.use(blogRoutes({ db }));
  router.use(reviewRoutes({ db }));
  router.use(dealRoutes({ db }));
  router.get('/product-categories', handleProductCategories);
  return router;
}
