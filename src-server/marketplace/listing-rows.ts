import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { DepCache } from '../db/dep-cache';
import { withJsonText } from '../http/json-text';
import { tableVersionsOf } from '../db/sqlite-client';
import type { Viewer } from '../auth';
import { listingsKeptInMemory, pageVisibility } from './listing-index';
import { productRowsQuery, toProduct } from './product-row';

/*
 * Listings as the API answers them, kept by id (SQLite only), so a page of a list or a listing's
 * own page that shows a listing read before costs no statement: a listing turns up in many lists.
 *
 * They are kept while nothing they were read from changes (the listing, its seller, its category,
 * its photos: dep-cache.ts), and are the same for every viewer. Each member's favourites are kept
 * beside them, per member. Who may see which listing is the caller's to say (listing-index.ts, or
 * the SQL of product-queries.ts).
 */

/** listings kept at most (about 1 KB each), the first read going first */
const MOST_LISTINGS_KEPT = 100_000;
const MOST_MEMBERS_KEPT = 5_000;
const ROWS = 'rows';

/** A member's favourites: the listings' ids, most recently marked first. */
type Favourites = number[];

interface Kept {
  rows: DepCache<Map<number, Product>>;
  favourites: DepCache<Favourites>;
}

const kept = new WeakMap<Knex.Client, Kept>();

function keptOf(db: Knex): Kept | undefined {
  if (!listingsKeptInMemory(db)) return undefined;
  let found = kept.get(db.client);
  if (!found) {
    found = { rows: new DepCache(db, 1), favourites: new DepCache(db, MOST_MEMBERS_KEPT) };
    kept.set(db.client, found);
  }
  return found;
}

/** The listings of `ids` that exist, in that order. */
export async function listingsByIds(db: Knex, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const found = keptOf(db);
  const rows = found ? await keptRows(db, found, ids) : await readRows(db, ids);
  const items: Product[] = [];
  const itemTexts: string[] = [];
  for (const id of ids) {
    const product = rows.get(id);
    if (!product) continue;
    items.push(product);
    if (found) itemTexts.push(textOf(product));
  }
  // the list's JSON from each kept listing's, written once: most of a long-tail list's own work was writing it
  return found ? withJsonText(items, `[${itemTexts.join(',')}]`) : items;
}

const texts = new WeakMap<Product, string>();

/** A kept listing's JSON, written once. */
function textOf(product: Product): string {
  let text = texts.get(product);
  if (text === undefined) {
    text = JSON.stringify(product);
    texts.set(product, text);
  }
  return text;
}

async function readRows(db: Knex, ids: readonly number[]): Promise<Map<number, Product>> {
  const rows: Record<string, unknown>[] = await productRowsQuery(db).whereIn('p.id', ids);
  return new Map(
    rows.map((row) => {
      const product = toProduct(row);
      return [product.id, product];
    }),
  );
}

/** The listings kept, and those missing read (and kept, when nothing they read changed meanwhile). */
async function keptRows(db: Knex, found: Kept, ids: readonly number[]): Promise<ReadonlyMap<number, Product>> {
  const before = found.rows.get(ROWS);
  const missing = before ? ids.filter((id) => !before.has(id)) : ids;
  if (missing.length === 0) return before!;
  const { value: read, deps, current } = await tableVersionsOf(db)!.collect(() => readRows(db, missing));
  const answer = new Map(read);
  for (const id of ids) {
    const product = before?.get(id);
    if (product) answer.set(id, product);
  }
  if (!current) return answer;
  const now = found.rows.get(ROWS);
  // kept only beside listings read at the same versions: the map read before, still current, or a new one
  if (now && now === before) {
    for (const [id, product] of read) now.set(id, product);
    for (const id of now.keys()) {
      if (now.size <= MOST_LISTINGS_KEPT) break;
      now.delete(id);
    }
  } else if (!now) found.rows.set(ROWS, new Map(read), deps);
  return answer;
}

/** The listings a member marked as favourites, kept while their favourites are unchanged. */
function favouritesOf(db: Knex, found: Kept, member: number): Promise<Favourites> {
  return found.favourites.through(String(member), async () => {
    const rows: (number | string)[] = await db('favorites')
      .where('user_id', member)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .pluck('product_id');
    return rows.map(Number);
  });
}

/**
 * The ids of a member's favourites they may still see, most recently marked first, from memory;
 * undefined where listings are not kept in memory.
 */
export async function favouriteIdsInMemory(db: Knex, viewer: Viewer): Promise<number[] | undefined> {
  const found = keptOf(db);
  const visible = found && (await pageVisibility(db, viewer));
  if (!found || !visible) return undefined;
  return (await favouritesOf(db, found, viewer.id)).filter(visible);
}

/**
 * A member's favourites they may still see, most recently marked first, from memory: a page of
 * them and how many there are; undefined where listings are not kept in memory.
 */
export async function favouritesInMemory(db: Knex, viewer: Viewer, offset: number, limit: number): Promise<{ items: Product[]; total: number } | undefined> {
  const shown = await favouriteIdsInMemory(db, viewer);
  if (!shown) return undefined;
  return { items: await listingsByIds(db, shown.slice(offset, offset + limit)), total: shown.length };
}
