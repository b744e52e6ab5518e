import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeal } from '../test/content-factories';
import { buildAdmin } from '../test/factories';
import { listen, type Listening } from '../test/listening';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let server: Listening;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('withQuery: query strings checked like bodies', () => {
  it.each([
    ['/api/products?sort=cheapest', 'Sort must be one of newest, price_low, price_high'],
    ['/api/products?min_price=12.50', 'min_price must be a whole number of cents, 0 or more'],
    ['/api/deals?includeExpired=yes', 'includeExpired must be true or false'],
    ['/api/deals?minDiscount=101', 'minDiscount must be a whole number from 0 to 100'],
    ['/api/blogs?page=0', 'page must be a whole number from 1 to 1000000'],
    ['/api/reviews?page=1.5', 'page must be a whole number from 1 to 1000000'],
    ['/api/reviews?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['/api/blogs?search=a&search=b', 'search must be given once, as text'],
    ['/api/comments/blog/1?page=abc', 'page must be a whole number from 1 to 1000000'],
  ])('answers %s with 400, code invalid and a message naming the parameter', async (path, message) => {
    expect(await get(path)).toEqual({ status: 400, body: { code: 'invalid', message } });
  });

  it('takes good values, reads an empty value as absent and ignores names it does not know', async () => {
    await buildDeal(t.db, { title: 'Half-price pram', discount_percentage: 50 });
    await buildDeal(t.db, { title: 'Small saving', discount_percentage: 5 });
    const answer = await fetch(
      `http://127.0.0.1:${server.port}/api/deals?minDiscount=20&includeExpired=false&sort=newest&page=1&pageSize=5&search=&utm_source=mail`,
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }[]).map((deal) => deal.title)).toEqual(['Half-price pram']);
  });

  it('checks an admin list only once the caller may use it, then its status', async () => {
    expect(await get('/api/admin/queue?status=everything')).toEqual({ status: 401, body: { code: 'unauthenticated', message: 'Unauthorized' } });
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const bad = await admin.get('/api/admin/queue?status=everything');
    expect([bad.status, bad.body]).toEqual([400, { code: 'invalid', message: 'status must be open or closed' }]);
  });
});

describe('every 4xx carries a machine code', () => {
  it('names what happened, whatever the words', async () => {
    expect(await get('/api/no-such-thing')).toEqual({ status: 404, body: { code: 'not_found', message: 'No API route for GET /no-such-thing' } });
    expect(await get('/api/products/999999')).toEqual({ status: 404, body: { code: 'not_found', message: 'Product not found' } });
    expect(await get('/api/favorites')).toEqual({ status: 401, body: { code: 'unauthenticated', message: 'Must be logged in to save favorites' } });
    const foreign = await fetch(`http://127.0.0.1:${server.port}/api/logout`, { method: 'POST', headers: { Origin: 'https://elsewhere.example' } });
    expect([foreign.status, await foreign.json()]).toEqual([403, { code: 'cross_site', message: 'Cross-site request refused' }]);
    const broken = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1', 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect([broken.status, await broken.json()]).toEqual([400, { code: 'invalid', message: 'Request body is not valid JSON' }]);
  });
});
