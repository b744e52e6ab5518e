import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildConversation } from '../messaging/test/messaging-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { buildProduct } from './test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MISSING_ID = 999_999;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** A listing only its seller and admins may see, in each way a listing gets hidden. */
async function hiddenListing(kind: string): Promise<{ id: number; seller: BuiltUser }> {
  const seller = await buildUser(t.db);
  const isStatus = kind === 'draft' || kind === 'archived';
  const product = await buildProduct(t.db, { seller_id: seller.id, status: isStatus ? kind : 'active' });
  if (kind === 'deactivated seller') await t.db('users').where({ id: seller.id }).update({ deactivated_at: nowIso() });
  if (kind === 'hidden by moderation') {
    await t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: product.id, kind: 'reported', status: 'closed', is_hidden: true, created_at: nowIso() });
  }
  return { id: product.id, seller };
}

/** Every call that names a listing, as a member who is not its seller makes it. */
function callsAbout(agent: Agent, id: number, sellerId: number) {
  return {
    detail: () => agent.get(`/api/products/${id}`),
    'anonymous detail': () => request(t.server).get(`/api/products/${id}`),
    comments: () => agent.get(`/api/comments/product/${id}`),
    'anonymous comments': () => request(t.server).get(`/api/comments/product/${id}`),
    'post a comment': () => agent.post('/api/comments').send({ content: 'Is it still there?', content_type: 'product', content_id: id }),
    'start a conversation': () => agent.post('/api/conversations').send({ recipient_id: sellerId, product_id: id }),
    'add a favourite': () => agent.post('/api/favorites').send({ product_id: id }),
    'is it a favourite': () => agent.get(`/api/products/${id}/is-favorite`),
    edit: () => agent.patch(`/api/products/${id}`).send({ name: 'Taken over' }),
    'edit with a photo form': () => agent.patch(`/api/products/${id}`).field('name', 'Taken over'),
    delete: () => agent.delete(`/api/products/${id}`),
  };
}

describe.each(['draft', 'archived', 'deactivated seller', 'hidden by moderation'])('hidden listing (%s)', (kind) => {
  it('answers everyone but its seller and admins exactly like a listing that does not exist', async () => {
    const { id, seller } = await hiddenListing(kind);
    const stranger = await signedInAgent(t, await buildUser(t.db, { display_name: 'Stranger' }));
    const hidden = callsAbout(stranger, id, seller.id);
    const missing = callsAbout(stranger, MISSING_ID, seller.id);
    for (const call of Object.keys(hidden) as Array<keyof typeof hidden>) {
      const [answer, missingAnswer] = [await hidden[call](), await missing[call]()];
      expect(missingAnswer.status, call).toBe(404);
      expect([answer.status, answer.body], call).toEqual([missingAnswer.status, missingAnswer.body]);
    }
    const row = await t.db('products').where({ id }).first();
    expect(row.name).not.toBe('Taken over');
    expect(await t.db('comments').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await t.db('favorites').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await t.db('conversations').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('stays out of lists, favourites and conversations that name it', async () => {
    const { id, seller } = await hiddenListing(kind);
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    await t.db('favorites').insert({ user_id: member.id, product_id: id, created_at: nowIso() });
    const { id: conversationId } = await buildConversation(t.db, member, seller, { product_id: id });
    expect((await agent.get('/api/products?status=all')).body).toEqual([]);
    expect((await agent.get(`/api/products?seller_id=${seller.id}`)).body).toEqual([]);
    expect((await agent.get('/api/favorites')).body).toEqual([]);
    const conversation = await agent.get(`/api/conversations/${conversationId}`);
    expect(conversation.body.product).toBeNull();
    expect(JSON.stringify((await agent.get('/api/conversations')).body)).not.toContain('Listing');
  });

  it('stays visible to admins', async () => {
    const { id } = await hiddenListing(kind);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.get(`/api/products/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/comments/product/${id}`)).status).toBe(200);
  });
});

describe('the seller of a hidden listing', () => {
  it.each(['draft', 'sold', 'archived'])('still sees, comments on and edits their %s listing', async (status) => {
    const seller = await buildUser(t.db);
    const { id } = await buildProduct(t.db, { seller_id: seller.id, status: status as 'draft' });
    const agent = await signedInAgent(t, seller);
    expect((await agent.get(`/api/products/${id}`)).status).toBe(200);
    expect((await agent.get(`/api/comments/product/${id}`)).status).toBe(200);
    expect((await agent.patch(`/api/products/${id}`).send({ name: 'Renamed crib' })).status).toBe(200);
  });
});

describe('a deactivated member', () => {
  it('cannot sign in, and is told why once the password is right', async () => {
    const member = await buildUser(t.db, { deactivated_at: nowIso() });
    const wrong = await t.agent().post('/api/login').send({ email: member.email, password: 'not-the-password' });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Invalid email or password']);
    const right = await t.agent().post('/api/login').send({ email: member.email, password: member.password });
    expect([right.status, right.body.message]).toEqual([403, 'This account has been deactivated. Contact the site admins to reactivate it.']);
  });

  it('is signed out of a session that was open when the account was deactivated', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    await t.db('users').where({ id: member.id }).update({ deactivated_at: nowIso() });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await agent.post('/api/products').set('Origin', TEST_ORIGIN).send({})).status).toBe(401);
  });

  it('cannot be written to', async () => {
    const member = await buildUser(t.db, { deactivated_at: nowIso() });
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/conversations').send({ recipient_id: member.id });
    expect([response.status, response.body]).toEqual([404, { code: 'not_found', message: 'User not found' }]);
  });
});
