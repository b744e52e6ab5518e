import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildProduct } from '../marketplace/test/factories';
import { buildConversation, buildMessage } from '../messaging/test/messaging-factories';
import { buildUser, type BuiltUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, 0) + minutes * 60_000).toISOString();

/** A conversation in which a buyer writes first and the seller answers after `minutes` (or never). */
async function askedAndAnswered(seller: BuiltUser, minutes: number | null) {
  const buyer = await buildUser(t.db);
  const { id } = await buildConversation(t.db, buyer, seller);
  await buildMessage(t.db, id, buyer.id, { created_at: at(0) });
  await buildMessage(t.db, id, buyer.id, { created_at: at(1) });
  if (minutes !== null) {
    await buildMessage(t.db, id, seller.id, { created_at: at(minutes) });
    await buildMessage(t.db, id, seller.id, { created_at: at(minutes + 500) });
  }
}

const profileOf = async (id: number) => (await request(t.server).get(`/api/users/${id}`)).body;

describe('a member page’s numbers', () => {
  it('counts the listings others can see now and the sold ones; drafts, archived and hidden ones count for neither', async () => {
    const seller = await buildUser(t.db);
    await buildProduct(t.db, { seller_id: seller.id });
    const reserved = await buildProduct(t.db, { seller_id: seller.id });
    await t.db('products').where({ id: reserved.id }).update({ reserved_at: nowIso() });
    await buildProduct(t.db, { seller_id: seller.id, status: 'sold' });
    await buildProduct(t.db, { seller_id: seller.id, status: 'sold' });
    await buildProduct(t.db, { seller_id: seller.id, status: 'draft' });
    await buildProduct(t.db, { seller_id: seller.id, status: 'archived' });
    const hidden = await buildProduct(t.db, { seller_id: seller.id, status: 'sold' });
    await t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: hidden.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
    expect(await profileOf(seller.id)).toMatchObject({ activeListings: 2, activeListingsCount: 2, soldListings: 2 });
  });

  it('says nothing of reply time below 3 answered conversations', async () => {
    const seller = await buildUser(t.db);
    await askedAndAnswered(seller, 30);
    await askedAndAnswered(seller, 60);
    await askedAndAnswered(seller, null);
    expect((await profileOf(seller.id)).replyTimeMinutes).toBeNull();
  });

  it('takes the median of the first replies, each timed from the other member’s first message', async () => {
    const seller = await buildUser(t.db);
    for (const minutes of [10, 45, 600, 20]) await askedAndAnswered(seller, minutes);
    await askedAndAnswered(seller, null);
    // first replies after 10, 20, 45 and 600 minutes: the median is (20 + 45) / 2
    expect((await profileOf(seller.id)).replyTimeMinutes).toBe(33);
  });

  it('does not count the member’s own opening message as a reply', async () => {
    const seller = await buildUser(t.db);
    for (let i = 0; i < 3; i++) {
      const buyer = await buildUser(t.db);
      const { id } = await buildConversation(t.db, buyer, seller);
      await buildMessage(t.db, id, seller.id, { created_at: at(0) });
      await buildMessage(t.db, id, buyer.id, { created_at: at(100) });
      await buildMessage(t.db, id, seller.id, { created_at: at(105) });
    }
    expect((await profileOf(seller.id)).replyTimeMinutes).toBe(5);
  });
});
