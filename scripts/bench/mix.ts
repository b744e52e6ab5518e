import type { Target } from './load';
import { randomFilteredPath, randomProductPath, randomSearchPath, type LongTailData } from './long-tail';
import type { Sender } from './members';
import type { Random } from './random';

/**
 * A live site: 90% reads (the hot pages and the long tail, anonymous and signed in) and 10% writes
 * by many different members (favourites saved and removed, messages sent). Each request is drawn
 * afresh, so every write lands between reads it may make stale. The hot-pages variant leaves the
 * long tail out: members saving favourites while others browse the hot pages, the mix the cache
 * once lost to every write. The live variant adds what the others never do: one write in a hundred
 * is a seller changing the price of their listing, which every list of listings depends on.
 */
export type MixKind = 'mix' | 'mix-hot' | 'mix-live';
export interface MixFixtures {
  url: string;
  productId: number;
  blogSlug: string;
  /** members who write: favourites from any of them, messages through the send-limit rotation, price changes from those with a listing */
  members: Sender[];
  nextSender: () => Sender;
}

export const WRITE_SHARE = 0.1;
/** of the writes: favourites (saved or removed) twice as often as messages */
const FAVOURITE_SHARE = 2 / 3;
/** of the live mix's writes: price changes, by the sellers among the members */
export const PRICE_CHANGE_SHARE = 0.01;
/** favourites one member holds at most in the mix (on top of those the dataset gave them) */
const MOST_SAVED = 20;

type Request = { path: string; headers: Record<string, string>; body?: string; method?: 'GET' | 'POST' | 'DELETE' | 'PATCH' };

const NAMES: Record<MixKind, string> = {
  mix: '90/10 mix: reads (hot and long tail) and writes (favourites, messages)',
  'mix-hot': '90/10 mix of the hot pages (as the issue first measured it): their reads and writes (favourites, messages)',
  'mix-live': '90/10 mix with listing changes: reads (hot and long tail) and writes (favourites, messages, 1 in 100 a new price)',
};

/**
 * Favourites the mix saved, per member, so a removal always names one that exists and a save one
 * that does not: every answer is then a 201 or 204, and anything else is the server's doing.
 */
export function favouriteToggler(random: Random, data: LongTailData, memberCount: number, most = MOST_SAVED) {
  const saved = new Map<number, Set<number>>();
  return (): { member: number; productId: number; add: boolean } => {
    const member = random.int(memberCount);
    const mine = saved.get(member) ?? new Set<number>();
    saved.set(member, mine);
    // a member who has saved `most` (or every listing) removes one: a save always has a listing to pick
    if (mine.size >= Math.min(most, data.productIds.length) || (mine.size > 0 && random.chance(0.5))) {
      const productId = [...mine][random.int(mine.size)]!;
      mine.delete(productId);
      return { member, productId, add: false };
    }
    let productId = random.pick(data.productIds);
    while (mine.has(productId)) productId = random.pick(data.productIds);
    mine.add(productId);
    return { member, productId, add: true };
  };
}

/** The reads of a live site: the hot pages, and (unless `hotOnly`) the long tail beside them. */
function reads(data: LongTailData, random: Random, fixtures: MixFixtures, hotOnly: boolean): { anonymous: (() => string)[]; member: (() => string)[] } {
  const hot = [() => '/api/products', () => `/api/products/${fixtures.productId}`, () => '/api/blogs', () => `/api/blogs/${fixtures.blogSlug}`, () => '/'];
  const memberHot = [() => '/api/products', () => '/api/favorites'];
  if (hotOnly) return { anonymous: hot, member: memberHot };
  return {
    anonymous: [...hot, () => randomProductPath(random, data), () => randomSearchPath(random, data), () => randomFilteredPath(random)],
    member: [...memberHot, () => randomProductPath(random, data), () => randomSearchPath(random, data)],
  };
}

export function mixTarget(data: LongTailData, random: Random, fixtures: MixFixtures, kind: MixKind = 'mix'): Target {
  const { url, members } = fixtures;
  const toggle = favouriteToggler(random, data, members.length);
  const { anonymous: anonymousReads, member: memberReads } = reads(data, random, fixtures, kind === 'mix-hot');
  const sellers = members.filter((member) => member.listingId !== undefined);
  if (kind === 'mix-live' && sellers.length === 0) throw new Error('No bench member with a listing to change the price of.');
  const priceChange = (): Request => {
    const seller = random.pick(sellers);
    const headers = { cookie: seller.cookie, origin: url, 'content-type': 'application/json' };
    return { method: 'PATCH', path: `/api/products/${seller.listingId}`, headers, body: JSON.stringify({ price: 500 + random.int(50_000) }) };
  };
  const write = (): Request => {
    if (kind === 'mix-live' && random.chance(PRICE_CHANGE_SHARE)) return priceChange();
    if (random.chance(FAVOURITE_SHARE)) {
      const { member, productId, add } = toggle();
      const headers = { cookie: members[member]!.cookie, origin: url, 'content-type': 'application/json' };
      return add
        ? { method: 'POST', path: '/api/favorites', headers, body: JSON.stringify({ product_id: productId }) }
        : { method: 'DELETE', path: `/api/favorites/${productId}`, headers, body: undefined };
    }
    const sender = fixtures.nextSender();
    return {
      method: 'POST',
      path: `/api/conversations/${sender.conversationId}/messages`,
      headers: { cookie: sender.cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Hi! Is this still available? I could pick it up on Saturday morning.' }),
    };
  };
  const read = (): Request => {
    if (random.chance(0.5)) return { method: 'GET', path: random.pick(anonymousReads)(), headers: {}, body: undefined };
    const member = random.pick(members);
    return { method: 'GET', path: random.pick(memberReads)(), headers: { cookie: member.cookie }, body: undefined };
  };
  return {
    key: kind,
    name: NAMES[kind],
    group: kind,
    path: '/api/products',
    next: () => (random.chance(WRITE_SHARE) ? write() : read()),
  };
}
