import { Router } from 'express';
import type { Knex } from 'knex';
import type { Limiter } from '../http/rate-limit';
import type { PhotoStore } from '../uploads';
import { categoryRoutes } from '../categories';
import { favoriteRoutes } from './favorites.routes';
import { productRoutes } from './products.routes';

/** Categories, listings and favourites under /api. */
export function marketplaceRoutes({ db, photos, limit }: { db: Knex; photos: PhotoStore; limit: Limiter }): Router {
  const router = Router();
  router.use(categoryRoutes({ db }));
  router.use(favoriteRoutes({ db }));
  router.use(productRoutes({ db, photos, limit }));
  return router;
}
