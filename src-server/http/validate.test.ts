import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation } from '../messaging/test/messaging-factories';
import { buildBlog, buildDeal, buildReview } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { buildProduct } from '../marketplace/test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { prototypeKeyIn } from './validate';

let t: TestApp;
// the comment limit runs before validation; this test posts many comments
beforeEach(async () => {
  t = await createTestApp({ commentRateLimit: 1000 });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

type Route = [method: 'post' | 'patch' | 'put', path: string, signedIn: boolean];

/** Every route that validates a body, with the method and a path to an item that exists; an admin may call them all. */
async function validatingRoutes(admin: BuiltUser): Promise<Route[]> {
  const member = await buildUser(t.db);
  const product = await buildProduct(t.db, { seller_id: admin.id });
  const blog = await buildBlog(t.db);
  const review = await buildReview(t.db);
  const deal = await buildDeal(t.db);
  const { id: conversationId } = await buildConversation(t.db, admin, member);
  return [
    ['post', '/api/register', false],
    ['post', '/api/login', false],
    ['post', '/api/products', true],
    ['patch', `/api/products/${product.id}`, true],
    ['post', '/api/favorites', true],
    ['post', '/api/comments', true],
    ['post', '/api/conversations', true],
    ['post', `/api/conversations/${conversationId}/messages`, true],
    ['post', '/api/blogs', true],
    ['patch', `/api/blogs/${blog['id']}`, true],
    ['post', '/api/reviews', true],
    ['patch', `/api/reviews/${review['id']}`, true],
    ['put', `/api/reviews/${review['id']}/vote`, true],
    ['post', '/api/deals', true],
    ['patch', `/api/deals/${deal['id']}`, true],
  ];
}

describe('bodies with keys every object inherits', () => {
  it('answer 400 with a message on every validating route, change nothing and log nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const adminUser = await buildAdmin(t.db);
    const routes = await validatingRoutes(adminUser);
    const admin = await signedInAgent(t, adminUser);
    const anonymous = t.agent();
    const before = await t.db('users').count({ n: '*' });
    for (const [method, path, signedIn] of routes) {
      const agent = signedIn ? admin : anonymous;
      for (const key of PROTOTYPE_KEYS) {
        for (const body of [`{"${key}":"x"}`, `{"email":"a@example.com","password":"sleepless1","${key}":{}}`, `{"content":{"${key}":1}}`]) {
          const response = await agent[method](path).set('Content-Type', 'application/json').send(body);
          expect([response.status, response.body.message], `${method} ${path} ${body}`).toEqual([400, `"${key}" is not a field this form takes`]);
        }
      }
    }
    expect(errors).not.toHaveBeenCalled();
    expect(await t.db('users').count({ n: '*' })).toEqual(before);
  });

  it('answer 400 in a multipart form too', async () => {
    const seller = await buildUser(t.db);
    const product = await buildProduct(t.db, { seller_id: seller.id });
    const agent = await signedInAgent(t, seller);
    for (const key of PROTOTYPE_KEYS) {
      const response = await agent.patch(`/api/products/${product.id}`).field(key, 'x');
      expect([response.status, response.body.message]).toEqual([400, `"${key}" is not a field this form takes`]);
    }
  });
});

describe('prototypeKeyIn', () => {
  it('finds such a key at any depth, and nothing in ordinary bodies', () => {
    expect(prototypeKeyIn(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toBe('__proto__');
    expect(prototypeKeyIn({ list: [1, 'two', null], nested: { name: 'x' } })).toBeUndefined();
    expect(prototypeKeyIn('text')).toBeUndefined();
  });
});
