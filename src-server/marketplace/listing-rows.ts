import type { Knex } from 'knex';
import type { Product } from '../../src-shared/types';
import { DepCache } from '../db/dep-cache';
import { withJsonText } from '../http/json-text';
import type { ChangedKeys, RowChanges } from '../db/row-changes';
import { rowChangesOf, tableVersionsOf } from '../db/sqlite-client';
import type { Viewer } from '../auth';
import { listingsKeptInMemory, pageVisibility } from './listing-index';
import { productRowsQuery, toProduct } from './product-row';

/*
 * Listings as the API answers them, kept by id (SQLite only), so a page of a list or a listing's
 * own page that shows a listing read before costs no statement: a listing turns up in many lists.
 *
 * Each is dropped when a write changes what it was read from (the listing, its seller, its category,
 * its photos: row-changes.ts), the others staying, and all of them when something no trigger saw
 * did (another program's commit). They are the same for every viewer. Each member's favourites are kept
 * beside them, per member. Who may see which listing is the caller's to say (listing-index.ts, or
 * the SQL of product-queries.ts).
 */

/** listings kept at most (about 1 KB each), the first read going first */
const MOST_LISTINGS_KEPT = 100_000;
const MOST_MEMBERS_KEPT = 5_000;

/** A member's favourites: the listings' ids, most recently marked first. */
type Favourites = number[];

interface Kept {
  changes: RowChanges;
  /** the listings, read under one watch of the row changes */
  rows?: { byId: Map<number, Product>; generation: number };
  favourites: DepCache<Favourites>;
}

/** what each listing was read from, and the column of its row that names the listing, its seller or its category */
const SOURCES = [
  { table: 'products', key: 'id' },
  { table: 'product_images', key: 'product_id' },
  { table: 'users', key: 'id' },
  { table: 'categories', key: 'id' },
];

/** what a kept listing shows beside its own row and photos: its seller and its category */
const PEOPLE_AND_PLACES = ['users', 'categories'];
const EVERY_SOURCE = SOURCES.map((source) => source.table);

/** The listings a change to `table` reaches: those of its keys, of its sellers, or in its categories. */
function drop(byId: Map<number, Product>, table: string, keys: ChangedKeys): void {
  if (keys === 'all') return byId.clear();
  if (table === 'products' || table === 'product_images') {
    for (const id of keys) byId.delete(id);
    return;
  }
  const reached =
    table === 'users'
      ? (product: Product) => keys.has(product.seller_id)
      : table === 'categories'
        ? (product: Product) => product.category_id !== null && keys.has(product.category_id)
        : undefined;
  if (!reached) return;
  for (const [id, product] of byId) if (reached(product)) byId.delete(id);
}

const kept = new WeakMap<Knex.Client, Kept>();

function keptOf(db: Knex): Kept | undefined {
  const changes = rowChangesOf(db);
  if (!listingsKeptInMemory(db) || !changes) return undefined;
  let found = kept.get(db.client);
  if (!found) {
    const made: Kept = { changes, favourites: new DepCache(db, MOST_MEMBERS_KEPT) };
    changes.listen(SOURCES, (table, keys) => {
      if (made.rows) drop(made.rows.byId, table, keys);
    });
    kept.set(db.client, made);
    found = made;
  }
  return found;
}

/**
 * What an answer made from kept listings depends on: every listing (a list, which any listing may
 * join or leave), or these listings alone (a listing's page, a member's favourites), each by its own
 * version, so a change to another leaves the answer kept.
 */
export type ListingReach = 'every listing' | 'these listings';

/** The listings of `ids` that exist, in that order. */
export async function listingsByIds(db: Knex, ids: readonly number[], reach: ListingReach = 'every listing'): Promise<Product[]> {
  if (ids.length === 0) return [];
  const found = keptOf(db);
  const rows = found ? await keptRows(db, found, ids, reach) : await readRows(db, ids);
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

/** The listings kept, and those missing read (and kept, when nothing they were read from changed meanwhile). */
async function keptRows(db: Knex, found: Kept, ids: readonly number[], reach: ListingReach): Promise<ReadonlyMap<number, Product>> {
  const generation = found.changes.generation();
  if (generation === undefined) return readRows(db, ids);
  // what is made from them depends on these listings (their photos too: sqlite-client.ts), and on
  // the members and categories as they now stand; recorded before any is read, so a change during
  // the read shows
  const versions = tableVersionsOf(db)!;
  if (reach === 'every listing') versions.readTables(EVERY_SOURCE);
  else {
    versions.readTables(PEOPLE_AND_PLACES);
    versions.readRows('products', ids);
  }
  if (found.rows?.generation !== generation) found.rows = { byId: new Map(), generation };
  const rows = found.rows;
  const missing = ids.filter((id) => !rows.byId.has(id));
  if (missing.length === 0) return rows.byId;
  const { value: read, current } = await versions.collect(() => readRows(db, missing), undefined, true);
  const answer = new Map(read);
  for (const id of ids) {
    const product = rows.byId.get(id);
    if (product) answer.set(id, product);
  }
  // a write during the read may have changed what it brought: the next read keeps it
  if (!current || found.rows !== rows) return answer;
  for (const [id, product] of read) rows.byId.set(id, product);
  for (const id of rows.byId.keys()) {
    if (rows.byId.size <= MOST_LISTINGS_KEPT) break;
    rows.byId.delete(id);
  }
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
  return { items: await listingsByIds(db, shown.slice(offset, offset + limit), 'these listings'), total: shown.length };
}
