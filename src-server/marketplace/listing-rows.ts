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
 * They are kept as anyone sees them, without a favourite mark, while nothing they were read from
 * changes (the listing, its seller, its category, its photos: dep-cache.ts); each member's
 * favourites are kept beside them, per member. Who may see which listing is the caller's to say
 * (listing-index.ts, or the SQL of product-queries.ts).
 */

/** listings kept at most (about 1 KB each), the first read going first */
const MOST_LISTINGS_KEPT = 100_000;
const MOST_MEMBERS_KEPT = 5_000;
const ROWS = 'rows';

/** A member's favourites: the listings' ids, most recently marked first, and the same as a set. */
interface Favourites {
  ids: number[];
  marked: Set<number>;
}

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

/** The listings of `ids` that exist, in that order, each with the viewer's favourite mark. */
export async function listingsByIds(db: Knex, ids: readonly number[], viewer: Viewer | null): Promise<Product[]> {
  if (ids.length === 0) return [];
  const found = keptOf(db);
  const rows = found ? await keptRows(db, found, ids) : await readRows(db, ids, viewer);
  const favourites = found && viewer ? (await favouritesOf(db, found, viewer.id)).marked : undefined;
  const items: Product[] = [];
  const itemTexts: string[] = [];
  for (const id of ids) {
    const product = rows.get(id);
    if (!product) continue;
    const favourite = favourites?.has(id) === true;
    items.push(favourite ? { ...product, is_favorite: true } : product);
    if (found) itemTexts.push(textOf(product, favourite));
  }
  // the list's JSON from each kept listing's, written once: most of a long-tail list's own work was writing it
  return found ? withJsonText(items, `[${itemTexts.join(',')}]`) : items;
}

const texts = new WeakMap<Product, string>();
const favouriteTexts = new WeakMap<Product, string>();

/** A kept listing's JSON, as anyone sees it or as a favourite of the member asking, each written once. */
function textOf(product: Product, favourite: boolean): string {
  const written = favourite ? favouriteTexts : texts;
  let text = written.get(product);
  if (text === undefined) {
    text = JSON.stringify(favourite ? { ...product, is_favorite: true } : product);
    written.set(product, text);
  }
  return text;
}

async function readRows(db: Knex, ids: readonly number[], viewer: Viewer | null): Promise<Map<number, Product>> {
  const rows: Record<string, unknown>[] = await productRowsQuery(db, viewer).whereIn('p.id', ids);
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
  const { value: read, deps, current } = await tableVersionsOf(db)!.collect(() => readRows(db, missing, null));
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
    const ids = rows.map(Number);
    return { ids, marked: new Set(ids) };
  });
}

/**
 * A member's favourites they may still see, most recently marked first, from memory: a page of
 * them and how many there are; undefined where listings are not kept in memory.
 */
export async function favouritesInMemory(db: Knex, viewer: Viewer, offset: number, limit: number): Promise<{ items: Product[]; total: number } | undefined> {
  const found = keptOf(db);
  const visible = found && (await pageVisibility(db, viewer));
  if (!found || !visible) return undefined;
  const shown = (await favouritesOf(db, found, viewer.id)).ids.filter(visible);
  return { items: await listingsByIds(db, shown.slice(offset, offset + limit), viewer), total: shown.length };
}
