import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { object, type InferType } from 'yup';
import { MAX_ID } from '../../src-shared/ids';
import { numberInput } from '../../src-shared/schemas/number-input';
import { requireUserWith, signedInViewer } from '../auth';
import { pageQuery, type PageQuery } from '../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../http/pagination';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import { PRODUCT_NOT_FOUND } from './product-filters';
import { addFavorite, favoriteIds, isFavorite, listFavorites, removeFavorite } from './favorites.service';

// the spec's words for a signed-out favourite (the renderer goes by the 401 status, not this text)
export const FAVORITES_SIGN_IN = 'Must be logged in to save favorites';

const favoriteSchema = object({
  product_id: numberInput()
    .typeError('product_id must be a listing id')
    .integer('product_id must be a listing id')
    .positive('product_id must be a listing id')
    .max(MAX_ID, 'product_id must be a listing id')
    .required('product_id is required'),
});

export function favoriteRoutes({ db }: { db: Knex }): Router {
  const signedIn = requireUserWith(FAVORITES_SIGN_IN);

  const handleList: QueryHandler<PageQuery> = async (query, req, res) => {
    const { items, total } = await listFavorites(db, signedInViewer(req), toPage(query));
    sendList(res, items, total);
  };
  const handleIds: RequestHandler = async (req, res) => {
    res.json(await favoriteIds(db, signedInViewer(req)));
  };
  const handleAdd: BodyHandler<InferType<typeof favoriteSchema>> = async (input, req, res) => {
    const { favorite, isNew } = await addFavorite(db, signedInViewer(req), input.product_id);
    res.status(isNew ? 201 : 200).json(favorite);
  };
  const handleRemove: RequestHandler = async (req, res) => {
    await removeFavorite(db, signedInViewer(req), idParam(req, 'productId', PRODUCT_NOT_FOUND));
    res.status(204).end();
  };
  const handleIsFavorite: RequestHandler = async (req, res) => {
    res.json({ isFavorite: await isFavorite(db, signedInViewer(req), idParam(req, 'id', PRODUCT_NOT_FOUND)) });
  };

  const router = Router();
  router.get('/favorites', signedIn, ...withQuery(pageQuery(), handleList));
  router.get('/favorites/ids', signedIn, handleIds);
  router.post('/favorites', signedIn, ...withBody(favoriteSchema, handleAdd));
  router.delete('/favorites/:productId', signedIn, handleRemove);
  router.get('/products/:id/is-favorite', signedIn, handleIsFavorite);
  return router;
}
