import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../auth/auth.service';
import { nowIso } from '../db/time';
import { buildCategory } from '../marketplace/test/factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDir: string;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Nestly</title></head><body></body></html>');
  t = await createTestApp({ webDir });
});
afterEach(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

// distinctive starts of email addresses: none may appear in what other people are sent
const SELLER = 'zqseller7';
const AUTHOR = 'xkauthor9';

describe("a member's email is theirs alone", () => {
  it('no answer to anyone else holds any part of it, wherever the member appears', async () => {
    // registered without a name (the form shows and sends one; an API caller may not)
    const register = await t
      .agent()
      .post('/api/register')
      .send({ email: `${SELLER}@example.com`, password: 'sleepless1' });
    expect(register.status).toBe(201);
    const seller = register.body as { id: number };
    const sellerAgent = await signedInAgent(t, { ...(await t.db('users').where({ id: seller.id }).first()), password: 'sleepless1' });
    const author = await createAdmin(t.db, `${AUTHOR}@example.com`, 'long-enough-1');
    const categoryId = (await buildCategory(t.db)).id;

    const listing = await sellerAgent.post('/api/products').send({
      name: 'Wooden crib',
      description: 'Solid beech, converts to a toddler bed.',
      price: 16000,
      category_id: categoryId,
      condition: 'good',
      location: 'Denver',
    });
    expect(listing.status).toBe(201);
    const now = nowIso();
    const [blog] = await t
      .db('blogs')
      .insert({ slug: 'sleep', title: 'Sleep', content: '<p>Naps.</p>', author_id: author.id, created_at: now, updated_at: now })
      .returning('id');
    const [review] = await t
      .db('reviews')
      .insert({
        slug: 'pram',
        title: 'Pram',
        content: '<p>Good.</p>',
        product_name: 'Pram',
        rating: 4,
        author_id: author.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    const blogId = (blog as { id: number }).id;
    await t
      .db('comments')
      .insert({ user_id: seller.id, content: 'Lovely', content_type: 'blog', content_id: blogId, status: 'approved', created_at: now, updated_at: now });

    const buyer = await buildUser(t.db, { display_name: 'Buyer' });
    const buyerAgent = await signedInAgent(t, buyer);
    await buyerAgent.post('/api/favorites').send({ product_id: listing.body.id });
    const conversation = await buyerAgent.post('/api/conversations').send({ recipient_id: seller.id, product_id: listing.body.id });
    expect(conversation.status).toBe(201);
    await sellerAgent.post(`/api/conversations/${conversation.body.id}/messages`).send({ content: 'Still here' });

    const anonymous = () => request(t.server);
    const reads: Array<[who: () => { get: (path: string) => request.Test }, path: string]> = [
      [anonymous, '/api/products'],
      [anonymous, `/api/products/${listing.body.id}`],
      [() => buyerAgent, '/api/products'],
      [() => buyerAgent, '/api/favorites'],
      [() => buyerAgent, '/api/conversations'],
      [() => buyerAgent, `/api/conversations/${conversation.body.id}`],
      [() => buyerAgent, `/api/conversations/${conversation.body.id}/messages`],
      [anonymous, `/api/comments/blog/${blogId}`],
      [anonymous, '/api/blogs'],
      [anonymous, `/api/blogs/${blogId}`],
      [anonymous, '/api/reviews'],
      [anonymous, `/api/reviews/${(review as { id: number }).id}`],
      [anonymous, `/marketplace/listing/${listing.body.id}`],
      [anonymous, '/blog/post/sleep'],
    ];
    for (const [who, path] of reads) {
      const answer = await who().get(path);
      expect(answer.status, path).toBe(200);
      const text = answer.text.toLowerCase();
      expect(text, path).not.toContain(SELLER);
      expect(text, path).not.toContain(AUTHOR);
    }
    // others see 'User' until the member picks a name; the member still sees the start of their email
    expect((await anonymous().get(`/api/products/${listing.body.id}`)).body.seller).toEqual({ id: seller.id, name: 'User', displayName: null, avatar: null });
    expect((await sellerAgent.get('/api/auth/user')).body).toMatchObject({ name: SELLER, username: SELLER, email: `${SELLER}@example.com` });
  });

  it('shows others the display name, else the first name, else User', async () => {
    const named = await buildUser(t.db, { display_name: 'Emma C.', first_name: 'Emma' });
    const firstOnly = await buildUser(t.db, { display_name: null, first_name: 'Liam' });
    const neither = await buildUser(t.db, { display_name: '  ', first_name: null });
    const viewer = await signedInAgent(t, await buildUser(t.db));
    const names = [];
    for (const member of [named, firstOnly, neither]) {
      names.push((await viewer.post('/api/conversations').send({ recipient_id: member.id })).body.otherUser.name);
    }
    expect(names).toEqual(['Emma C.', 'Liam', 'User']);
  });
});
