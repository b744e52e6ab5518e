import type { Knex } from 'knex';
import type { Favorite, Product } from '../../src-shared/types';
import { pageRows, type Paged } from '../db/paged';
import { ownerWrites } from '../db/table-versions';
import { nowIso, toIso } from '../db/time';
import { conflict, notFound } from '../http/http-error';
import type { Page } from '../http/pagination';
import { applyVisibility } from './listing-visibility';
import { favouriteIdsInMemory, favouritesInMemory } from './listing-rows';
import { productRowsQuery, toProduct } from './product-row';
import type { Viewer } from '../auth';

/** The favourites of the viewer's that they may still see: the listings joined to the viewer's rows, read from their index. */
function visibleFavorites(query: Knex.QueryBuilder, viewer: Viewer): Knex.QueryBuilder {
  query.join('favorites as f', 'f.product_id', 'p.id').where('f.user_id', viewer.id);
  applyVisibility(query, 'all', viewer, 'page');
  return query.orderBy([
    { column: 'f.created_at', order: 'desc' },
    { column: 'f.id', order: 'desc' },
  ]);
}

/** The viewer's favourited listings that they may still see (sold ones too, marked sold), most recently favourited first. */
export async function listFavorites(db: Knex, viewer: Viewer, page: Page): Promise<Paged<Product>> {
  const kept = await favouritesInMemory(db, viewer, page.offset, page.pageSize);
  if (kept) return kept;
  const query = visibleFavorites(productRowsQuery(db), viewer);
  const counted = db('favorites as f').join('products as p', 'p.id', 'f.product_id').where('f.user_id', viewer.id);
  applyVisibility(counted, 'all', viewer, 'page');
  const { items: rows, total } = await pageRows<Record<string, unknown>>(query, page, 'p.id', counted);
  return { items: rows.map((row) => toProduct(row)), total };
}

/**
 * The ids of the viewer's favourites that they may still see, most recently favourited first: what
 * marks a heart on every card, one small answer per member beside lists that are the same for all.
 */
export async function favoriteIds(db: Knex, viewer: Viewer): Promise<number[]> {
  const kept = await favouriteIdsInMemory(db, viewer);
  if (kept) return kept;
  const rows: { id: number | string }[] = await visibleFavorites(db('products as p'), viewer).select('p.id');
  return rows.map((row) => Number(row.id));
}

/** tries of an add that finds its favourite both made and removed by other requests meanwhile */
const ADD_ROUNDS = 3;
export const FAVORITE_CHANGED = 'This favorite changed while it was being saved. Try again.';

interface FavoriteRow {
  id: number;
  user_id: number;
  product_id: number;
  created_at: string | Date;
}

const toFavorite = (row: FavoriteRow): Favorite => ({ id: row.id, user_id: row.user_id, product_id: row.product_id, created_at: toIso(row.created_at) ?? '' });

/** The listing (if the viewer may see it) and the viewer's favourite of it, in one query. */
async function visibleWithFavorite(db: Knex, viewer: Viewer, productId: number) {
  const query = db('products as p')
    .leftJoin('favorites as f', (join) => join.on('f.product_id', 'p.id').andOnVal('f.user_id', viewer.id))
    .where('p.id', productId)
    .first('p.id', 'f.id as favorite_id', 'f.created_at as favorite_created_at');
  applyVisibility(query, 'all', viewer, 'page');
  const row = await query;
  if (!row) throw notFound('Product not found');
  return row as { id: number; favorite_id: number | null; favorite_created_at: string | Date | null };
}

export async function isFavorite(db: Knex, viewer: Viewer, productId: number): Promise<boolean> {
  const row = await visibleWithFavorite(db, viewer, productId);
  return row.favorite_id !== null;
}

/**
 * Adds a favourite; adding one that exists changes nothing and answers it again. The answer is the
 * row the insert returned (or found): read afterwards, a removal sent just after could have taken it.
 */
export async function addFavorite(db: Knex, viewer: Viewer, productId: number): Promise<{ favorite: Favorite; isNew: boolean }> {
  const existing = await visibleWithFavorite(db, viewer, productId);
  if (existing.favorite_id !== null) {
    const created_at = existing.favorite_created_at ?? '';
    return { favorite: toFavorite({ id: existing.favorite_id, user_id: viewer.id, product_id: productId, created_at }), isNew: false };
  }
  // other requests of the member's may add and remove the same favourite meanwhile: each round either
  // makes it or finds it, unless another removal lands in between every time
  for (let round = 0; round < ADD_ROUNDS; round += 1) {
    // only the viewer's own answers change (table-versions.ts)
    const [inserted]: FavoriteRow[] = await ownerWrites(viewer.id, () =>
      db('favorites')
        .insert({ user_id: viewer.id, product_id: productId, created_at: nowIso() })
        .onConflict(['user_id', 'product_id'])
        .ignore()
        .returning(['id', 'user_id', 'product_id', 'created_at']),
    );
    if (inserted) return { favorite: toFavorite(inserted), isNew: true };
    const row: FavoriteRow | undefined = await db('favorites')
      .where({ user_id: viewer.id, product_id: productId })
      .first('id', 'user_id', 'product_id', 'created_at');
    if (row) return { favorite: toFavorite(row), isNew: false };
  }
  throw conflict(FAVORITE_CHANGED);
}

/** Removes a favourite; removing one that is not there is not an error. */
export async function removeFavorite(db: Knex, viewer: Viewer, productId: number): Promise<void> {
  await ownerWrites(viewer.id, () => db('favorites').where({ user_id: viewer.id, product_id: productId }).delete());
}
