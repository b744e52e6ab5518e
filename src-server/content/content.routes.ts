import { Router } from 'express';
import type { Knex } from 'knex';
import { blogRoutes } from './blogs/blogs.routes';
import { dealRoutes } from './deals/deals.routes';
import { reviewRoutes } from './reviews/reviews.routes';

/** Blogs, reviews and deals: read by everyone, written by admins. */
export function contentRoutes({ db }: { db: Knex }): Router {
  const router = Router();
  router.use(blogRoutes({ db }));
  router.use(reviewRoutes({ db }));
  router.use(dealRoutes({ db }));
  return router;
}
