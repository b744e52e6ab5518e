import { Router, type RequestHandler } from 'express';
import { productCreateSchema, productUpdateSchema, type ProductCreateInput, type ProductUpdateInput } from '../../src-shared/schemas/product';
import { requireUser, signedInViewer, viewerOf } from '../auth';
import { parseSearch } from '../db/full-text-search';
import { queryText } from '../http/query';
import { parsePage, sendList } from '../http/pagination';
import type { Limiter } from '../http/rate-limit';
import { idParam, withBody, type BodyHandler } from '../http/typed-routes';
import { listingPhotosUpload, uploadedBuffers } from '../uploads';
import { parseProductFilters, PRODUCT_NOT_FOUND } from './product-filters';
import { listProducts } from './product-queries';
import { similarProducts } from './similar-products';
import { didYouMean } from './search-suggestion';
import { createProduct, deleteProduct, getProduct, listOwnProducts, requireEditable, updateProduct, type ProductDeps } from './products.service';

export function productRoutes(deps: ProductDeps & { limit: Limiter }): Router {
  const { db } = deps;
  // listings carry photos: bound how fast one client can fill the disk
  const writeLimit = deps.limit({ name: 'listing-writes', windowMs: 15 * 60_000, limit: 60, message: 'Too many listing changes.' });

  // runs before the form is read, so nobody gets to send a body or photos for a listing they may not change
  const requireEditableListing: RequestHandler = async (req, _res, next) => {
    await requireEditable(db, idParam(req, 'id', PRODUCT_NOT_FOUND), signedInViewer(req));
    next();
  };

  const handleList: RequestHandler = async (req, res) => {
    const { items, total } = await listProducts(db, parseProductFilters(req.query), viewerOf(req.user), parsePage(req.query));
    sendList(res, items, total);
  };
  const handleListOwn: RequestHandler = async (req, res) => {
    const { items, total } = await listOwnProducts(db, signedInViewer(req), parsePage(req.query), parseSearch(queryText(req.query['search'])));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await getProduct(db, idParam(req, 'id', PRODUCT_NOT_FOUND), viewerOf(req.user)));
  };
  const handleDidYouMean: RequestHandler = async (req, res) => {
    res.json(await didYouMean(db, queryText(req.query['search'])));
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
  router.get('/products', handleList);
  router.get('/products/my', requireUser, handleListOwn);
  router.get('/products/did-you-mean', handleDidYouMean);
  router.get('/products/:id', handleGet);
  router.get('/products/:id/similar', handleSimilar);
  router.post('/products', writeLimit, requireUser, listingPhotosUpload, ...withBody(productCreateSchema, handleCreate));
  router.patch('/products/:id', writeLimit, requireUser, requireEditableListing, listingPhotosUpload, ...withBody(productUpdateSchema, handleUpdate));
  router.delete('/products/:id', requireUser, handleDelete);
  return router;
}
