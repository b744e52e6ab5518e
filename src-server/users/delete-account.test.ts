import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/time';
import { buildCategory, buildProduct } from '../marketplace/test/factories';
import { pngImage } from '../marketplace/test/photos';
import { buildConversation, buildMessage } from '../messaging/test/messaging-factories';
import { buildBlog, buildComment } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const countOf = async (table: string, where: Record<string, unknown> = {}) => Number((await t.db(table).where(where).count({ n: '*' }).first())?.['n']);
const storedFiles = () => (existsSync(join(t.dataDir, 'uploads')) ? readdirSync(join(t.dataDir, 'uploads')).sort() : []);
const deleteAccount = (cookie: string, id: number, body: object = {}) =>
  request(t.server).delete(`/api/users/${id}`).set('Origin', TEST_ORIGIN).set('Cookie', cookie).send(body);

/** A member with a listing (two photos, one shared with someone else's listing), a favourite, a report, a comment and a conversation. */
async function activeMember() {
  const member = await buildUser(t.db, { display_name: 'Leaving Parent', location: 'Leeds', bio: 'Bye' });
  const agent = await signedInAgent(t, member);
  const neighbour = await buildUser(t.db, { display_name: 'Neighbour' });
  const categoryId = (await buildCategory(t.db)).id;
  const own = (await agent.post('/api/upload').attach('image', await pngImage('#101010'), 'a.png')).body.url as string;
  const shared = (await agent.post('/api/upload').attach('image', await pngImage('#202020'), 'b.png')).body.url as string;
  const listing = await agent.post('/api/products').send({
    name: 'Wooden crib',
    description: 'Solid beech, converts to a bed.',
    price: 10000,
    category_id: categoryId,
    condition: 'good',
    location: 'Leeds',
    images: [own, shared],
  });
  const theirs = await buildProduct(t.db, { seller_id: neighbour.id });
  await t.db('product_images').insert({ product_id: theirs.id, url: shared, position: 0 });
  await agent.post('/api/favorites').send({ product_id: theirs.id });
  await (await signedInAgent(t, neighbour)).post('/api/favorites').send({ product_id: listing.body.id });
  expect((await agent.post('/api/reports').send({ targetType: 'product', targetId: theirs.id, reason: 'spam' })).status).toBe(201);
  const post = await buildBlog(t.db);
  await buildComment(t.db, { user_id: member.id, content_id: post['id'], content: 'Thanks for this' });
  const othersComment = await buildComment(t.db, { user_id: neighbour.id, content_type: 'product', content_id: listing.body.id, content: 'Still there?' });
  const conversation = await buildConversation(t.db, member, neighbour);
  await buildMessage(t.db, conversation.id, member.id, { content: 'Yes, still here' });
  return {
    member,
    neighbour,
    listingId: listing.body.id as number,
    theirs,
    own,
    shared,
    postId: post['id'] as number,
    conversationId: conversation.id,
    othersComment,
  };
}

describe('DELETE /api/users/:id', () => {
  it('removes listings, unused photos, favourites, reports and sessions; messages and comments stay as from "Deleted member"', async () => {
    const { member, neighbour, listingId, own, shared, postId, conversationId, othersComment } = await activeMember();
    const [here, there] = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
    expect(await countOf('moderation_items', { status: 'open' })).toBe(1);

    const response = await deleteAccount(here, member.id, { password: member.password });
    expect(response.status).toBe(204);

    expect(await countOf('products', { seller_id: member.id })).toBe(0);
    expect(await countOf('favorites', { user_id: member.id })).toBe(0);
    expect(await countOf('favorites', { product_id: listingId })).toBe(0);
    expect(await countOf('reports', { reporter_id: member.id })).toBe(0);
    expect(await countOf('moderation_items')).toBe(0);
    expect(await countOf('comments', { id: othersComment['id'] })).toBe(0);
    expect(await countOf('sessions', { user_id: member.id })).toBe(0);
    expect(storedFiles().some((name) => own.endsWith(name))).toBe(false);
    expect(storedFiles().some((name) => shared.endsWith(name))).toBe(true);
    for (const cookie of [here, there]) expect((await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);

    const comments = await request(t.server).get(`/api/comments/blog/${postId}`);
    expect(comments.body).toMatchObject([
      { content: 'Thanks for this', user_id: member.id, user: { name: 'Deleted member', displayName: null, profileImageUrl: null } },
    ]);
    const neighbourAgent = await signedInAgent(t, neighbour);
    const thread = await neighbourAgent.get(`/api/conversations/${conversationId}/messages`);
    expect(thread.body).toMatchObject([{ content: 'Yes, still here', sender_id: member.id }]);
    expect((await neighbourAgent.get(`/api/conversations/${conversationId}`)).body.otherUser).toEqual({
      id: member.id,
      name: 'Deleted member',
      displayName: null,
      avatar: null,
    });
    const everything = JSON.stringify([comments.body, thread.body, (await neighbourAgent.get('/api/conversations')).body]);
    expect(everything).not.toMatch(/Leaving Parent|member\d+@/);
  });

  it('refuses sign-in like an unknown account, and lets the email register again', async () => {
    const member = await buildUser(t.db);
    await deleteAccount(await sessionCookieOf(t, member), member.id, { password: member.password });
    const signIn = await t.agent().post('/api/login').send({ email: member.email, password: member.password });
    const unknown = await t.agent().post('/api/login').send({ email: 'nobody@example.com', password: member.password });
    expect([signIn.status, signIn.body]).toEqual([unknown.status, unknown.body]);
    const again = await t.agent().post('/api/register').send({ email: member.email, password: 'sleepless1' });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(member.id);
    const tombstone = await t.db('users').where({ id: member.id }).first();
    expect(tombstone).toMatchObject({ email: `deleted-member-${member.id}`, display_name: null, first_name: null, bio: null, location: null, role: 'user' });
    expect(tombstone.deleted_at).not.toBeNull();
    expect((await request(t.server).get(`/api/users/${member.id}`)).status).toBe(404);
  });

  it.each([
    [{}, 'Please enter your password'],
    [{ password: 'not-my-password' }, 'Password is incorrect'],
  ])("refuses the member's own deletion with %j: 400, nothing removed", async (body, message) => {
    const { member, listingId } = await activeMember();
    const response = await deleteAccount(await sessionCookieOf(t, member), member.id, body);
    expect([response.status, response.body]).toEqual([400, { code: 'invalid', message, errors: { password: message } }]);
    expect(await countOf('products', { id: listingId })).toBe(1);
    expect((await t.db('users').where({ id: member.id }).first()).deleted_at).toBeNull();
  });

  it('lets an admin delete a member without a password; another member gets 403; a deleted one is 404', async () => {
    const member = await buildUser(t.db, { display_name: 'Spam Account' });
    const other = await signedInAgent(t, await buildUser(t.db));
    expect((await other.delete(`/api/users/${member.id}`).send({ password: member.password })).status).toBe(403);
    expect((await t.agent().delete(`/api/users/${member.id}`).send({ password: member.password })).status).toBe(401);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.delete(`/api/users/${member.id}`)).status).toBe(204);
    expect((await t.db('admin_actions').first()).summary).toBe('deleted the account of Spam Account');
    expect((await admin.delete(`/api/users/${member.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/users')).body.map((user: BuiltUser) => user.id)).not.toContain(member.id);
  });

  it('keeps the last admin: refused with 400; with another admin the account goes', async () => {
    const first = await buildAdmin(t.db);
    const cookie = await sessionCookieOf(t, first);
    const refused = await deleteAccount(cookie, first.id, { password: first.password });
    expect([refused.status, refused.body]).toEqual([400, { code: 'invalid', message: 'The last admin cannot be deleted' }]);
    // a deactivated admin cannot act, so does not count
    await buildAdmin(t.db, { deactivated_at: nowIso() });
    expect((await deleteAccount(cookie, first.id, { password: first.password })).status).toBe(400);
    await buildAdmin(t.db);
    expect((await deleteAccount(cookie, first.id, { password: first.password })).status).toBe(204);
  });
});
