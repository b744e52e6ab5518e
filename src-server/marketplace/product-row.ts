import type { Knex } from 'knex';
import type { Condition, Product, ProductImage, ProductStatus } from '../../src-shared/types';
import { isSqlite } from '../db/knex';
import { toIso } from '../db/time';
import { publicUserColumns, toPublicUser } from '../auth';

// Named columns rather than p.*: PostgreSQL adds a search_vector column nobody should download.
const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'image',
  'discount_percentage',
  'condition',
  'location',
  'seller_id',
  'category_id',
  'status',
  'reserved_at',
  'created_at',
  'updated_at',
].map((column) => `p.${column}`);

/**
 * Listing rows with their seller, category and photos: one query. The same for every viewer (a
 * member's favourites come in an answer of their own, /api/favorites/ids).
 */
export function productRowsQuery(db: Knex): Knex.QueryBuilder {
  return db('products as p')
    .join('users as s', 's.id', 'p.seller_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(...PRODUCT_COLUMNS, ...publicUserColumns('s', 'seller'), 'c.name as category_name', 'c.slug as category_slug', photosColumn(db, 'p'));
}

/** The photos of a page of listings, in order, from one IN query. */
export async function photosFor(db: Knex | Knex.Transaction, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const photos = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return photos;
  const rows = await db('product_images')
    .whereIn('product_id', productIds)
    .orderBy([{ column: 'product_id' }, { column: 'position' }, { column: 'id' }])
    .select('id', 'product_id', 'url', 'thumb_url');
  for (const row of rows) {
    const list = photos.get(row.product_id) ?? [];
    list.push({ id: row.id, url: row.url, thumb_url: row.thumb_url ?? null });
    photos.set(row.product_id, list);
  }
  return photos;
}

const PHOTO_FIELDS = "'id', i.id, 'url', i.url, 'thumb_url', i.thumb_url";

/**
 * A listing's photos in order, as one JSON column of the listing's own row (`photos_json`), so a
 * listing or a page of them is one statement rather than two: each statement is a trip to a read
 * thread and back. `alias` names the listings in the query.
 */
export function photosColumn(db: Knex, alias: string): Knex.Raw {
  if (isSqlite(db)) {
    return db.raw(
      `(SELECT json_group_array(json_object(${PHOTO_FIELDS}) ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = ??) AS photos_json`,
      [`${alias}.id`],
    );
  }
  return db.raw(
    `(SELECT coalesce(json_agg(json_build_object(${PHOTO_FIELDS}) ORDER BY i.position, i.id), '[]'::json) FROM product_images i WHERE i.product_id = ??) AS photos_json`,
    [`${alias}.id`],
  );
}

/** The photos photosColumn put in a row: JSON text on SQLite, already parsed on PostgreSQL. */
function photosOf(row: Record<string, unknown>): ProductImage[] {
  const value = row['photos_json'];
  const photos = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as { id: number | string; url: string; thumb_url: string | null }[];
  return photos.map((photo) => ({ id: Number(photo.id), url: photo.url, thumb_url: photo.thumb_url ?? null }));
}

/** Reserved is stored as an active listing with a hold (see migration 20261126500001). */
function shownStatus(row: Record<string, unknown>): ProductStatus {
  const status = row['status'] as ProductStatus;
  return status === 'active' && row['reserved_at'] !== null && row['reserved_at'] !== undefined ? 'reserved' : status;
}

/** A joined listing row with its photos (see productRowsQuery) → the API's Product. */
export function toProduct(row: Record<string, unknown>): Product {
  const images = photosOf(row);
  const categoryId = row['category_id'] === null || row['category_id'] === undefined ? null : Number(row['category_id']);
  const cover = images[0];
  return {
    id: Number(row['id']),
    name: String(row['name']),
    description: String(row['description']),
    price: Number(row['price']),
    image: cover?.url ?? (row['image'] as string | null) ?? null,
    thumb: cover?.thumb_url ?? cover?.url ?? null,
    images,
    discount_percentage: row['discount_percentage'] === null || row['discount_percentage'] === undefined ? null : Number(row['discount_percentage']),
    condition: row['condition'] as Condition,
    location: (row['location'] as string | null) ?? null,
    seller_id: Number(row['seller_id']),
    seller: toPublicUser(row, 'seller') ?? { id: Number(row['seller_id']), name: 'User', avatar: null },
    category_id: categoryId,
    category:
      categoryId !== null && row['category_name'] !== null && row['category_name'] !== undefined
        ? { id: categoryId, name: String(row['category_name']), slug: String(row['category_slug']) }
        : null,
    status: shownStatus(row),
    created_at: toIso(row['created_at']) ?? '',
    updated_at: toIso(row['updated_at']) ?? '',
  };
}
