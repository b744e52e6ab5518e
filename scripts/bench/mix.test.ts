import { describe, expect, it } from 'vitest';
import type { LongTailData } from './long-tail';
import { favouriteToggler, mixTarget, PRICE_CHANGE_SHARE, WRITE_SHARE } from './mix';
import type { Sender } from './members';
import { seededRandom } from './random';

const data: LongTailData = { productIds: Array.from({ length: 50 }, (_, i) => i + 1), categories: [{ id: 1, slug: 'toys' }] };
const members: Sender[] = Array.from({ length: 20 }, (_, i) => ({ cookie: `sid=m${i}`, conversationId: 1_000 + i, windowStart: 0, sent: 0 }));

describe('favouriteToggler', () => {
  it('saves only what the member has not saved and removes only what they have', () => {
    const toggle = favouriteToggler(seededRandom(7), data, 3);
    const saved = new Map<number, Set<number>>();
    let removals = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const { member, productId, add } = toggle();
      const mine = saved.get(member) ?? new Set<number>();
      saved.set(member, mine);
      if (add) {
        expect(mine.has(productId)).toBe(false);
        mine.add(productId);
      } else {
        expect(mine.has(productId)).toBe(true);
        mine.delete(productId);
        removals += 1;
      }
    }
    expect(removals).toBeGreaterThan(500);
  });

  it('keeps finding a listing to save when a member could hold them all', () => {
    const toggle = favouriteToggler(seededRandom(9), { ...data, productIds: [1, 2] }, 1, 5);
    const held = new Set<number>();
    for (let i = 0; i < 100; i += 1) {
      const { productId, add } = toggle();
      if (add) held.add(productId);
      else held.delete(productId);
      expect(held.size).toBeLessThanOrEqual(2);
    }
  });
});

describe('mixTarget', () => {
  it('writes about one request in ten, as many members, favourites and messages both', () => {
    let sent = 0;
    const target = mixTarget(data, seededRandom(8), {
      url: 'http://bench.test',
      productId: 1,
      blogSlug: 'a-post',
      members,
      nextSender: () => members[sent++ % members.length]!,
    });
    const requests = Array.from({ length: 10_000 }, () => target.next!());
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.length / requests.length).toBeGreaterThan(WRITE_SHARE - 0.02);
    expect(writes.length / requests.length).toBeLessThan(WRITE_SHARE + 0.02);
    const kinds = new Set(writes.map((request) => `${request.method} ${request.path.replace(/\d+/g, '{id}')}`));
    expect([...kinds].sort()).toEqual(['DELETE /api/favorites/{id}', 'POST /api/conversations/{id}/messages', 'POST /api/favorites']);
    expect(new Set(writes.map((request) => request.headers['cookie'])).size).toBe(members.length);
    // every write carries the origin the server's cross-site check wants
    for (const write of writes) expect(write.headers['origin']).toBe('http://bench.test');
    const reads = requests.filter((request) => request.method === 'GET');
    expect(reads.some((request) => request.headers['cookie'])).toBe(true);
    expect(reads.some((request) => !request.headers['cookie'])).toBe(true);
  });

  it('leaves the long tail out of the mix of the hot pages, and writes as the other does', () => {
    let sent = 0;
    const target = mixTarget(
      data,
      seededRandom(8),
      { url: 'http://bench.test', productId: 1, blogSlug: 'a-post', members, nextSender: () => members[sent++ % members.length]! },
      'mix-hot',
    );
    expect(target.key).toBe('mix-hot');
    const requests = Array.from({ length: 5_000 }, () => target.next!());
    const readPaths = new Set(requests.filter((request) => request.method === 'GET').map((request) => request.path));
    expect([...readPaths].sort()).toEqual(['/', '/api/blogs', '/api/blogs/a-post', '/api/favorites', '/api/products', '/api/products/1']);
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.length / requests.length).toBeGreaterThan(WRITE_SHARE - 0.02);
    expect(writes.length / requests.length).toBeLessThan(WRITE_SHARE + 0.02);
  });

  it('has sellers change the price of their own listing in one write in a hundred of the live mix', () => {
    const sellers = members.map((member, i) => (i % 2 === 0 ? { ...member, listingId: 500 + i } : member));
    let sent = 0;
    const target = mixTarget(
      data,
      seededRandom(8),
      { url: 'http://bench.test', productId: 1, blogSlug: 'a-post', members: sellers, nextSender: () => sellers[sent++ % sellers.length]! },
      'mix-live',
    );
    expect(target.key).toBe('mix-live');
    const writes = Array.from({ length: 100_000 }, () => target.next!()).filter((request) => request.method !== 'GET');
    const changes = writes.filter((request) => request.method === 'PATCH');
    expect(changes.length / writes.length).toBeGreaterThan(PRICE_CHANGE_SHARE / 2);
    expect(changes.length / writes.length).toBeLessThan(PRICE_CHANGE_SHARE * 2);
    for (const change of changes) {
      const seller = sellers.find((member) => member.cookie === change.headers['cookie'])!;
      expect(change.path).toBe(`/api/products/${seller.listingId}`);
      expect(JSON.parse(change.body!).price).toBeGreaterThanOrEqual(500);
    }
    // the plain mix changes no listing
    const plain = mixTarget(data, seededRandom(8), {
      url: 'http://bench.test',
      productId: 1,
      blogSlug: 'a-post',
      members: sellers,
      nextSender: () => sellers[0]!,
    });
    expect(Array.from({ length: 20_000 }, () => plain.next!()).some((request) => request.method === 'PATCH')).toBe(false);
  });
});
