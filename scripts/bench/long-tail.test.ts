import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src-server/http/pagination';
import { parseProductFilters } from '../../src-server/marketplace/product-filters';
import { costlySearchPath, longTailTargets, randomFilteredPath, randomProductPath, randomSearchPath, type LongTailData } from './long-tail';
import { seededRandom } from './random';

const data: LongTailData = {
  productIds: Array.from({ length: 1_000 }, (_, i) => 100 + i),
  categories: [
    { id: 1, slug: 'strollers' },
    { id: 2, slug: 'toys' },
  ],
};

/** What the server would make of a list URL: throws (a 400) on anything malformed. */
function parse(path: string) {
  const url = new URL(path, 'http://bench.test');
  const query = Object.fromEntries(url.searchParams);
  return { filters: parseProductFilters(query), page: parsePage(query), query };
}

describe('long-tail URLs', () => {
  it('are almost all different, and every one is a list query the server accepts', () => {
    const random = seededRandom(1);
    for (const build of [() => randomSearchPath(random, data), () => randomFilteredPath(random), () => costlySearchPath(random)]) {
      const paths = Array.from({ length: 500 }, build);
      expect(new Set(paths).size).toBeGreaterThan(480);
      for (const path of paths) {
        const { filters } = parse(path);
        if (filters.minPrice !== undefined && filters.maxPrice !== undefined) expect(filters.minPrice).toBeLessThanOrEqual(filters.maxPrice);
      }
    }
  });

  it('random searches use every kind of filter somewhere', () => {
    const random = seededRandom(2);
    const names = new Set(Array.from({ length: 300 }, () => Object.keys(parse(randomSearchPath(random, data)).query)).flat());
    expect([...names].sort()).toEqual(['category', 'category_id', 'condition', 'max_price', 'min_price', 'page', 'search', 'sort']);
  });

  it('costly searches always carry a word, a price bound, a sort and a deep page', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const { filters, page } = parse(costlySearchPath(random));
      expect(filters.search).toBeDefined();
      expect(filters.sort).toBeDefined();
      expect(filters.minPrice ?? filters.maxPrice).toBeDefined();
      expect(page.page).toBeGreaterThanOrEqual(50);
    }
  });

  it('random listings are only active ones', () => {
    const random = seededRandom(4);
    for (let i = 0; i < 200; i += 1) expect(data.productIds).toContain(Number(randomProductPath(random, data).split('/').pop()));
  });

  it('each row builds a new URL per request, and the signed-in rows send the reader cookie', () => {
    const targets = longTailTargets(data, seededRandom(5), 'sid=reader');
    expect(targets.map((target) => target.key)).toEqual([
      'random-product',
      'random-search',
      'random-filtered',
      'member-random-product',
      'member-random-search',
      'member-random-filtered',
    ]);
    for (const target of targets) {
      expect(target.group).toBe('long-tail');
      const first = target.next!();
      const second = target.next!();
      expect(first.path).not.toBe(second.path);
      expect(first.headers['cookie']).toBe(target.key.startsWith('member-') ? 'sid=reader' : undefined);
    }
  });
});
