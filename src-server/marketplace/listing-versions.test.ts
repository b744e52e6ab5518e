import request from 'supertest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Viewer } from '../auth';
import { tableVersionsOf } from '../db/sqlite-client';
import { nowIso } from '../db/time';
import { parsePage } from '../http/pagination';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { itOnSqlite } from '../test/test-database';
import { listFavorites } from './favorites.service';
import { listingIndexReady } from './listing-index';
import { findVisibleProduct, listProducts } from './product-queries';
import { parseProductFilters } from './product-filters';
import { buildProduct } from './test/factories';

/*
 * What is made from listings kept in memory depends on those listings (listing-rows.ts,
 * listing-index.ts): a listing's page and a member's favourites on theirs only, a list on every
 * listing. A new price changes the first two for the listing it is of, and every list.
 */

let t: TestApp;
let seller: BuiltUser;
let changed: number;
let other: number;
let holdsChanged: Viewer;
let holdsOther: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  seller = await buildUser(t.db);
  changed = (await buildProduct(t.db, { seller_id: seller.id, name: 'Oak crib', price: 5000 })).id;
  other = (await buildProduct(t.db, { seller_id: seller.id, name: 'Pine crib', price: 6000 })).id;
  const [first, second] = [await buildUser(t.db), await buildUser(t.db)];
  await t.db('favorites').insert({ user_id: first.id, product_id: changed, created_at: nowIso() });
  await t.db('favorites').insert({ user_id: second.id, product_id: other, created_at: nowIso() });
  holdsChanged = { id: first.id, isAdmin: false };
  holdsOther = { id: second.id, isAdmin: false };
});

afterAll(async () => {
  await t?.close();
});

/** What a value made by `make` depends on, and a test of whether it still holds. */
async function madeFrom(make: () => Promise<unknown>): Promise<() => boolean> {
  const versions = tableVersionsOf(t.db)!;
  const { deps } = await versions.collect(make);
  return () => versions.isCurrent(deps);
}

describe('a new price of a listing kept in memory', () => {
  itOnSqlite(
    'changes its page, the favourites that hold it and every list, and leaves other pages and favourites',
    'PostgreSQL keeps nothing in memory',
    async () => {
      const { db } = t;
      expect(await listingIndexReady(db)).toBe(true);
      const page = { changed: await madeFrom(() => findVisibleProduct(db, changed, null)), other: await madeFrom(() => findVisibleProduct(db, other, null)) };
      const favourites = {
        changed: await madeFrom(() => listFavorites(db, holdsChanged, parsePage({}))),
        other: await madeFrom(() => listFavorites(db, holdsOther, parsePage({}))),
      };
      const list = await madeFrom(() => listProducts(db, parseProductFilters({}), null, parsePage({})));
      expect([page.changed(), page.other(), favourites.changed(), favourites.other(), list()]).toEqual([true, true, true, true, true]);

      const response = await (await signedInAgent(t, seller)).patch(`/api/products/${changed}`).send({ price: 4200 });
      expect(response.status).toBe(200);

      expect({ page: page.changed(), favourites: favourites.changed(), list: list() }).toEqual({ page: false, favourites: false, list: false });
      expect({ page: page.other(), favourites: favourites.other() }).toEqual({ page: true, favourites: true });
      // and the answers show it at once
      expect((await request(t.server).get(`/api/products/${changed}`)).body.price).toBe(4200);
      expect((await findVisibleProduct(db, changed, null))?.price).toBe(4200);
      expect((await listFavorites(db, holdsChanged, parsePage({}))).items.map((item) => item.price)).toEqual([4200]);
    },
  );

  itOnSqlite('changes the page of a listing whose photos change', 'PostgreSQL keeps nothing in memory', async () => {
    const { db } = t;
    expect(await listingIndexReady(db)).toBe(true);
    const page = await madeFrom(() => findVisibleProduct(db, other, null));
    expect(page()).toBe(true);
    await db('product_images').insert({ product_id: other, url: '/uploads/pine.jpg', position: 0 });
    expect(page()).toBe(false);
    expect((await findVisibleProduct(db, other, null))?.images.map((image) => image.url)).toEqual(['/uploads/pine.jpg']);
  });
});
