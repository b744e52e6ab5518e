import { Router, type RequestHandler } from 'express';
import { productCreateSchema, productUpdateSchema, type ProductCreateInput, type ProductUpdateInput } from '../../src-shared/schemas/product';
import { currentUser, requireUser, signedInViewer, viewerOf } from '../auth';
import { productListQuery, searchQuery, type ProductListQuery, type SearchQuery } from '../../src-shared/schemas/list-queries';
import { parseSearch } from '../db/full-text-search';
import { sendList, toPage } from '../http/pagination';
import type { Limiter } from '../http/rate-limit';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../http/typed-routes';
import { listingPhotosUpload, uploadedBuffers } from '../uploads';
import { productFiltersOf, PRODUCT_NOT_FOUND } from './product-filters';
import { listProducts } from './product-queries';
import { similarProducts } from './similar-products';
import { didYouMean } from './search-suggestion';
import { createProduct, deleteProduct, getProduct, listOwnProducts, requireEditable, updateProduct, type ProductDeps } from './products.service';

export const LISTING_CHANGES_PER_15_MINUTES = 60;

export function productRoutes(deps: ProductDeps & { limit: Limiter }): Router {
  const { db } = deps;
  // listings carry photos: bound how fast one member can fill the disk (per member, after the sign-in
  // check: a school or a household behind one address would otherwise share one allowance)
  const writeLimit = deps.limit({
    name: 'listing-writes',
    windowMs: 15 * 60_000,
    limit: LISTING_CHANGES_PER_15_MINUTES,
    key: (req) => `member:${currentUser(req).id}`,
    message: 'Too many listing changes.',
  });

  // runs before the form is read, so nobody gets to send a body or photos for a listing they may not change
  const requireEditableListing: RequestHandler = async (req, _res, next) => {
    await requireEditable(db, idParam(req, 'id', PRODUCT_NOT_FOUND), signedInViewer(req));
    next();
  };

  const handleList: QueryHandler<ProductListQuery> = async (query, req, res) => {
    const { items, total } = await listProducts(db, productFiltersOf(query), viewerOf(req.user), toPage(query));
    sendList(res, items, total);
  };
  const handleListOwn: QueryHandler<SearchQuery> = async (query, req, res) => {
    const { items, total } = await listOwnProducts(db, signedInViewer(req), toPage(query), parseSearch(query.search));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getProduct(db, idParam(req, 'id', PRODUCT_NOT_FOUND), viewerOf(req.user)));
  };
  const handleDidYouMean: QueryHandler<SearchQuery> = async (query, _req, res) => {
    res.json(await didYouMean(db, query.search));
  };
  const handleSimilar: RequestHandler = async (req, res) => {
    res.json(await similarProducts(db, idParam(req, 'id', PRODUCT_NOT_FOUND), viewerOf(req.user)));
  };
  const handleCreate: BodyHandler<ProductCreateInput> = async (input, req, res) => {
    const product = await createProduct(deps, signedInViewer(req), input, uploadedBuffers(req.files));
    res.status(201).json(product);
  };
  const handleUpdate: BodyHandler<ProductUpdateInput> = async (input, req, res) => {
    const id = idParam(req, 'id', PRODUCT_NOT_FOUND);
    res.json(await updateProduct(deps, signedInViewer(req), id, input, uploadedBuffers(req.files)));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await deleteProduct(deps, signedInViewer(req), idParam(req, 'id', PRODUCT_NOT_FOUND));
    res.status(204).end();
  };

  const router = Router();
  router.get('/products', ...withQuery(productListQuery, handleList));
  router.get('/products/my', requireUser, ...withQuery(searchQuery, handleListOwn));
  router.get('/products/did-you-mean', ...withQuery(searchQuery, handleDidYouMean));
  router.get('/products/:id', handleGet);
  router.get('/products/:id/similar', handleSimilar);
  router.post('/products', requireUser, writeLimit, listingPhotosUpload, ...withBody(productCreateSchema, handleCreate));
  router.patch('/products/:id', requireUser, writeLimit, requireEditableListing, listingPhotosUpload, ...withBody(productUpdateSchema, handleUpdate));
  router.delete('/products/:id', requireUser, handleDelete);
  return router;
}
