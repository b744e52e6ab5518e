import type { Knex } from 'knex';
import { listingModerationOf, forgetTargets } from '../moderation-state';
import { PRODUCT_MESSAGES, type ProductCreateInput, type ProductUpdateInput } from '../../src-shared/schemas/product';
import type { Product, ProductStatus } from '../../src-shared/types';
import type { Search } from '../db/full-text-search';
import { notifyFavoritesOfChange } from './listing-notifications';
import { nowIso } from '../db/time';
import { forbidden, notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { removeUnusedPhotos, type PhotoStore } from '../uploads';
import { checkPhotoCount, coverFirst, resolvePhotoUrls, storeUploadedPhotos, toPhotoRefs, uniquePhotos, writePhotos, type PhotoRef } from './product-photos';
import { findVisibleListing, findVisibleProduct, listProducts } from './product-queries';
import { photosFor } from './product-row';
import type { Viewer } from '../auth';
import { assertCategoryExists } from '../categories';
import { matchNewListing, type SavedSearchMatch, type SavedSearchMatchListener, notifySavedSearchMatches } from '../saved-searches';

export interface ProductDeps {
  db: Knex;
  photos: PhotoStore;
  /** told of the saved searches a new listing matches (the notifications hook; see matchNewListing) */
  onSavedSearchMatches?: SavedSearchMatchListener;
}

/** A listing; its seller and admins are also told what moderation did to it. */
export async function getProduct(db: Knex, id: number, viewer: Viewer | null): Promise<Product> {
  const product = await findVisibleProduct(db, id, viewer);
  if (!product) throw notFound('Product not found');
  if (viewer && (viewer.id === product.seller_id || viewer.isAdmin)) {
    return { ...product, moderation: (await listingModerationOf(db, [id])).get(id) ?? null };
  }
  return product;
}

/** The signed-in member's own listings, every status, newest first, with what moderation did to each; `search` narrows them (the My Listings search box). */
export async function listOwnProducts(db: Knex, viewer: Viewer, page: Page, search?: Search) {
  const { items, total } = await listProducts(db, { status: 'all', sellerId: viewer.id, search, sort: 'newest' }, viewer, page);
  const notices = await listingModerationOf(
    db,
    items.map((item) => item.id),
  );
  return { items: items.map((item) => ({ ...item, moderation: notices.get(item.id) ?? null })), total };
}

const requireCategory = (db: Knex, categoryId: number | undefined) => assertCategoryExists(db, categoryId, { message: PRODUCT_MESSAGES.category });

/**
 * Checks a listing may be changed by the viewer: 404 when it is missing or hidden from them (a
 * draft or archived listing of someone else looks exactly like no listing), 403 when they
 * can see it but it is someone else's. Routes call it before reading an upload.
 */
export async function requireEditable(db: Knex, id: number, viewer: Viewer): Promise<void> {
  const product = await findVisibleListing(db, id, viewer);
  if (!product) throw notFound('Product not found');
  if (product.seller_id !== viewer.id && !viewer.isAdmin) throw forbidden('You can only change your own listings');
}

/** Writes rows after the photo files exist; if the rows fail, files nothing else uses are removed again. */
async function withStoredPhotos<T>(deps: ProductDeps, stored: PhotoRef[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeUnusedPhotos(
      deps.db,
      deps.photos,
      stored.map((photo) => photo.url),
    );
    throw error;
  }
}

export async function createProduct(deps: ProductDeps, seller: Viewer, input: ProductCreateInput, uploads: Buffer[]): Promise<Product> {
  const { db } = deps;
  await requireCategory(db, input.category_id);
  const attached = await resolvePhotoUrls(deps.photos, coverFirst(input.image, input.images));
  checkPhotoCount(attached.length + uploads.length);
  const stored = await storeUploadedPhotos(deps.photos, uploads);
  const now = nowIso();
  let matches: SavedSearchMatch[] = [];
  const id = await withStoredPhotos(deps, stored, () =>
    db.transaction(async (trx) => {
      const [row] = await trx('products').insert(
        {
          name: input.name,
          description: input.description,
          price: input.price,
          condition: input.condition,
          location: input.location,
          category_id: input.category_id,
          seller_id: seller.id,
          // a new listing cannot choose its status
          status: 'active',
          created_at: now,
          updated_at: now,
        },
        ['id'],
      );
      const productId = Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
      await writePhotos(trx, productId, uniquePhotos([...attached, ...stored]));
      // in the same transaction: the saved-search counts share the listing's one write to disk
      matches = await matchNewListing(trx, { ...input, id: productId, seller_id: seller.id, category_id: input.category_id ?? null });
      return productId;
    }),
  );
  if (matches.length > 0) await (deps.onSavedSearchMatches ?? notifySavedSearchMatches(db))(matches);
  return getProduct(db, id, seller);
}

const EDITABLE_FIELDS = ['name', 'description', 'price', 'condition', 'location', 'category_id'] as const;

/** The columns a status is stored in: reserved is an active listing with a hold, so it stays in lists. */
function statusColumns(status: ProductStatus): { status: ProductStatus; reserved_at: string | null } {
  return status === 'reserved' ? { status: 'active', reserved_at: nowIso() } : { status, reserved_at: null };
}

/** The photo list after a change: `images` replaces, `image` becomes the cover (null drops it), uploads are added. */
async function nextPhotos(deps: ProductDeps, current: PhotoRef[], input: ProductUpdateInput): Promise<PhotoRef[]> {
  let photos = input.images === undefined ? current : await resolvePhotoUrls(deps.photos, input.images, current);
  if (input.image === null) photos = photos.slice(1);
  else if (input.image !== undefined) {
    const [cover] = await resolvePhotoUrls(deps.photos, [input.image], [...photos, ...current]);
    photos = [cover!, ...photos];
  }
  return uniquePhotos(photos);
}

export async function updateProduct(deps: ProductDeps, viewer: Viewer, id: number, input: ProductUpdateInput, uploads: Buffer[]): Promise<Product> {
  const { db } = deps;
  await requireEditable(db, id, viewer);
  if (input.category_id !== undefined) await requireCategory(db, input.category_id);
  const current = toPhotoRefs((await photosFor(db, [id])).get(id) ?? []);
  const changesPhotos = input.images !== undefined || input.image !== undefined || uploads.length > 0;
  const kept = await nextPhotos(deps, current, input);
  checkPhotoCount(kept.length + uploads.length);
  const stored = await storeUploadedPhotos(deps.photos, uploads);
  const photos = uniquePhotos([...kept, ...stored]);

  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) if (input[field] !== undefined) changes[field] = input[field];
  if (input.status !== undefined) Object.assign(changes, statusColumns(input.status));
  // read before the transaction: on SQLite a read that turns into a write inside one fails at once
  // (SQLITE_BUSY) when another connection writes meanwhile, rather than waiting its turn
  const before = await db('products').where({ id }).first('id', 'seller_id', 'name', 'price', 'status', 'reserved_at');
  await withStoredPhotos(deps, stored, () =>
    db.transaction(async (trx) => {
      if (Object.keys(changes).length > 0 || changesPhotos) {
        await trx('products')
          .where({ id })
          .update({ ...changes, updated_at: nowIso() });
        await notifyFavoritesOfChange(trx, before, { ...before, ...changes });
      }
      if (changesPhotos) await writePhotos(trx, id, photos);
    }),
  );
  const dropped = current.filter((photo) => !photos.some((kept) => kept.url === photo.url));
  await removeUnusedPhotos(
    db,
    deps.photos,
    dropped.map((photo) => photo.url),
  );
  return getProduct(db, id, viewer);
}

/**
 * Deletes the listing (its photos rows and favourites cascade), its reports and queue items, and
 * the photo files no other row uses.
 */
export async function deleteProduct(deps: ProductDeps, viewer: Viewer, id: number): Promise<void> {
  const { db } = deps;
  await requireEditable(db, id, viewer);
  const photos = (await photosFor(db, [id])).get(id) ?? [];
  await db.transaction(async (trx) => {
    await trx('products').where({ id }).delete();
    await forgetTargets(trx, 'product', [id]);
  });
  await removeUnusedPhotos(
    db,
    deps.photos,
    photos.map((photo) => photo.url),
  );
}
