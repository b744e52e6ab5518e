import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src-shared/types';
import { buildProduct } from '../marketplace/test/factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { addressNumber, buildStandingMember } from '../moderation/test/report-fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
});
afterEach(async () => {
  await t.close();
});

let addresses = 0;
async function hideByReports(listingId: number) {
  for (let i = 0; i < 3; i += 1) {
    const agent = await signedInAgent(t, await buildStandingMember(t.db));
    await agent.post('/api/reports').set('X-Forwarded-For', addressNumber(++addresses)).send({ targetType: 'product', targetId: listingId, reason: 'scam' });
  }
}
async function decide(listingId: number, action: string) {
  const admin = await signedInAgent(t, await buildAdmin(t.db));
  const item = ((await admin.get('/api/admin/queue')).body as Array<{ id: number; targetId: number }>).find((row) => row.targetId === listingId)!;
  expect((await admin.patch(`/api/admin/queue/${item.id}`).send({ action })).status).toBe(200);
}
async function sellerSees(seller: BuiltUser, listingId: number) {
  const agent = await signedInAgent(t, seller);
  const page = (await agent.get(`/api/products/${listingId}`)).body as Product;
  const mine = ((await agent.get('/api/products/my')).body as Product[]).find((item) => item.id === listingId)!;
  expect(mine.moderation).toEqual(page.moderation);
  return page.moderation;
}

describe('the seller is told what moderation did to their listing', () => {
  it('on the listing page and in My Listings: under review while reports hide it, then the decision', async () => {
    const seller = await buildUser(t.db);
    const [kept, removed] = [await buildProduct(t.db, { seller_id: seller.id }), await buildProduct(t.db, { seller_id: seller.id })];
    expect(await sellerSees(seller, kept.id)).toBeNull();
    await hideByReports(kept.id);
    await hideByReports(removed.id);
    expect(await sellerSees(seller, kept.id)).toEqual({ state: 'under_review', decidedAt: null });
    await decide(kept.id, 'keep');
    await decide(removed.id, 'remove');
    expect(await sellerSees(seller, kept.id)).toEqual({ state: 'kept', decidedAt: expect.any(String) });
    expect(await sellerSees(seller, removed.id)).toEqual({ state: 'removed', decidedAt: expect.any(String) });
  });

  it('tells nobody else, and says nothing of reports that hid nothing', async () => {
    const seller = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: seller.id });
    const stranger = await signedInAgent(t, await buildUser(t.db));
    await stranger.post('/api/reports').send({ targetType: 'product', targetId: listing.id, reason: 'spam' });
    expect((await stranger.get(`/api/products/${listing.id}`)).body).not.toHaveProperty('moderation');
    expect(await sellerSees(seller, listing.id)).toBeNull();
    await decide(listing.id, 'keep');
    expect(await sellerSees(seller, listing.id)).toBeNull();
  });
});
