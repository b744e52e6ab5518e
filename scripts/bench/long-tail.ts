import { createDb } from '../../src-server/db/knex';
import { CONDITIONS, SEARCH_WORDS } from './corpus';
import type { Target } from './load';
import type { Random } from './random';

/**
 * The long tail: every request a URL the server has not answered before, as real traffic over
 * 100k listings and free-text search is. Each row builds its next URL through Target.next.
 */
export interface LongTailData {
  /** ids of active listings (anyone may see them) */
  productIds: number[];
  categories: { id: number; slug: string }[];
}

/** Words a visitor types: the corpus's own, from rare to in almost half of the listings. */
export const RANDOM_WORDS = [
  SEARCH_WORDS.common,
  SEARCH_WORDS.frequent,
  'crib',
  'wooden',
  'deluxe',
  'monitor',
  'baby',
  'high chair',
  'vintage',
  'foldable',
  'car seat',
  'bassinet',
  'toys',
  'dresser',
  'compact',
  'sturdy',
  'rain cover',
  'playpen',
  'books',
  SEARCH_WORDS.absent,
] as const;

/** The words in the most listings: with price bounds and deep pages they make the costliest searches. */
export const COMMON_WORDS = [SEARCH_WORDS.frequent, 'used', 'selling', 'offers', SEARCH_WORDS.common] as const;

const SORTS = ['newest', 'price_low', 'price_high'] as const;
/** listing prices run from 5 to 505 dollars (dataset.ts); bounds in cents */
const PRICE_LOW = 500;
const PRICE_HIGH = 50_500;

export async function loadLongTail(databaseUrl: string): Promise<LongTailData> {
  const db = createDb(databaseUrl);
  try {
    const products: { id: number }[] = await db('products').where({ status: 'active' }).select('id');
    const categories: { id: number; slug: string }[] = await db('categories').select('id', 'slug');
    return {
      productIds: products.map((row) => Number(row.id)),
      categories: categories.map((row) => ({ id: Number(row.id), slug: String(row.slug) })),
    };
  } finally {
    await db.destroy();
  }
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();

function priceBounds(random: Random): { min_price?: number; max_price?: number } {
  const low = PRICE_LOW + random.int(PRICE_HIGH - PRICE_LOW);
  const high = low + random.int(PRICE_HIGH - low + 1);
  const which = random.int(3);
  return which === 0 ? { min_price: low } : which === 1 ? { max_price: high } : { min_price: low, max_price: high };
}

export function randomProductPath(random: Random, data: LongTailData): string {
  return `/api/products/${random.pick(data.productIds)}`;
}

/** One or two words, and each filter present or not at random: category (slug or id), condition, price bounds, sort, page 1–20. */
export function randomSearchPath(random: Random, data: LongTailData): string {
  const words = random.chance(0.4) ? `${random.pick(RANDOM_WORDS)} ${random.pick(RANDOM_WORDS)}` : random.pick(RANDOM_WORDS);
  const category = random.chance(0.4) && data.categories.length > 0 ? random.pick(data.categories) : undefined;
  const bounds = random.chance(0.5) ? priceBounds(random) : {};
  return `/api/products?${query({
    search: words,
    ...(category ? (random.chance(0.5) ? { category: category.slug } : { category_id: category.id }) : {}),
    condition: random.chance(0.3) ? random.pick(CONDITIONS) : undefined,
    ...bounds,
    sort: random.chance(0.6) ? random.pick(SORTS) : undefined,
    page: 1 + random.int(20),
  })}`;
}

/** The products page without search: random price bounds, sometimes a sort, pages 1–200. */
export function randomFilteredPath(random: Random): string {
  return `/api/products?${query({ ...priceBounds(random), sort: random.chance(0.5) ? random.pick(SORTS) : undefined, page: 1 + random.int(200) })}`;
}

/** What a visitor who wants to hurt the site sends: a common word, a wide price bound, a sort and a deep page, each URL new. */
export function costlySearchPath(random: Random): string {
  return `/api/products?${query({
    search: random.pick(COMMON_WORDS),
    ...(random.chance(0.5) ? { min_price: 100 + random.int(2_000) } : { max_price: 40_000 + random.int(10_000) }),
    sort: random.pick(SORTS),
    page: 50 + random.int(1_500),
  })}`;
}

export function longTailTargets(data: LongTailData, random: Random, readerCookie: string): Target[] {
  const signedIn = { cookie: readerCookie };
  const rows: { key: string; name: string; build: () => string }[] = [
    { key: 'random-product', name: 'long tail: GET /api/products/{random id}', build: () => randomProductPath(random, data) },
    { key: 'random-search', name: 'long tail: GET /api/products?search={random}&{random filters, page}', build: () => randomSearchPath(random, data) },
    { key: 'random-filtered', name: 'long tail: GET /api/products?{random price bounds, page}', build: () => randomFilteredPath(random) },
  ];
  return [
    ...rows.map(({ key, name, build }) => ({ key, name, group: 'long-tail' as const, path: build(), next: () => ({ path: build(), headers: {} }) })),
    ...rows.map(({ key, name, build }) => ({
      key: `member-${key}`,
      name: `signed in: ${name.replace('long tail: ', '')}`,
      group: 'long-tail' as const,
      path: build(),
      headers: signedIn,
      next: () => ({ path: build(), headers: signedIn }),
    })),
  ];
}
