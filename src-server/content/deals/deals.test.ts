import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildCategory, buildDeal } from '../../test/content-factories';
import { buildAdmin, buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const adminAgent = async () => signedInAgent(t, await buildAdmin(t.db));
const titles = (response: request.Response) => (response.body as { title: string }[]).map((deal) => deal.title);
const validDeal = { title: 'Stroller sale', description: 'A great stroller', original_price: 29999, discounted_price: 22499 };
const DAY = 86_400_000;

describe('GET /api/deals', () => {
  it('filters by minimum discount, category (id or slug) and search', async () => {
    const strollers = await buildCategory(t.db, { slug: 'strollers' });
    await buildDeal(t.db, { title: 'Ten off', discount_percentage: 10, retailer: 'Little Wheels', category_id: strollers['id'] });
    await buildDeal(t.db, { title: 'Half price', discount_percentage: 50, description: 'Wooden train set' });
    await buildDeal(t.db, { title: 'Seventy off', discount_percentage: 70 });
    const list = async (query: string) => titles(await request(t.server).get(`/api/deals?${query}`)).sort();
    expect(await list('minDiscount=50')).toEqual(['Half price', 'Seventy off']);
    expect(await list('minDiscount=70')).toEqual(['Seventy off']);
    expect(await list('minDiscount=0')).toHaveLength(3);
    expect(await list('category=strollers')).toEqual(['Ten off']);
    expect(await list(`category=${strollers['id']}`)).toEqual(['Ten off']);
    expect(await list('search=wooden')).toEqual(['Half price']);
    expect(await list('search=little%20whe')).toEqual(['Ten off']);
    expect(await list('search=seventy&minDiscount=10')).toEqual(['Seventy off']);
    const response = await request(t.server).get('/api/deals?minDiscount=20&pageSize=1');
    expect(response.headers['x-total-count']).toBe('2');
  });

  it.each(['abc', '-5', '101', '12.5'])('answers 400 for minDiscount=%s', async (value) => {
    const response = await request(t.server).get(`/api/deals?minDiscount=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('minDiscount must be a whole number from 0 to 100');
  });

  it('leaves expired deals out unless includeExpired=true, which lists them after the running ones, marked', async () => {
    await buildDeal(t.db, { title: 'Ended', featured: true, expires_at: new Date(Date.now() - DAY).toISOString() });
    await buildDeal(t.db, { title: 'Running', expires_at: new Date(Date.now() + DAY).toISOString() });
    await buildDeal(t.db, { title: 'Open-ended', expires_at: null });
    const running = await request(t.server).get('/api/deals');
    expect(titles(running).sort()).toEqual(['Open-ended', 'Running']);
    expect(running.headers['x-total-count']).toBe('2');
    const all = await request(t.server).get('/api/deals?includeExpired=true');
    expect(titles(all)[2]).toBe('Ended');
    const byTitle = Object.fromEntries((all.body as { title: string; is_expired: boolean }[]).map((deal) => [deal.title, deal.is_expired]));
    expect(byTitle).toEqual({ Ended: true, Running: false, 'Open-ended': false });
  });

  it('sort=ending_soon puts the deals that end first first, those without an end last', async () => {
    await buildDeal(t.db, { title: 'Open-ended', featured: true, expires_at: null });
    await buildDeal(t.db, { title: 'In a week', expires_at: new Date(Date.now() + 7 * DAY).toISOString() });
    await buildDeal(t.db, { title: 'Tomorrow', expires_at: new Date(Date.now() + DAY).toISOString() });
    expect(titles(await request(t.server).get('/api/deals?sort=ending_soon'))).toEqual(['Tomorrow', 'In a week', 'Open-ended']);
  });

  it.each([
    ['sort=cheapest', 'sort must be one of newest, ending_soon'],
    ['includeExpired=yes', 'includeExpired must be true or false'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await request(t.server).get(`/api/deals?${query}`);
    expect([response.status, response.body.message]).toEqual([400, message]);
  });
});

describe('GET /api/deals/{id} and /api/deals/related/{id}', () => {
  it('answers one deal, or 404 Deal not found', async () => {
    const deal = await buildDeal(t.db, { coupon_code: 'SAVE10' });
    expect((await request(t.server).get(`/api/deals/${deal['id']}`)).body).toMatchObject({ id: deal['id'], coupon_code: 'SAVE10' });
    // an id past what an integer column holds names no row on either database, rather than failing the query
    for (const path of [
      '/api/deals/999',
      '/api/deals/abc',
      '/api/deals/related/999',
      '/api/deals/related/x',
      '/api/deals/2147483648',
      '/api/deals/99999999999',
    ]) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ code: 'not_found', message: 'Deal not found' });
    }
  });

  it('suggests up to 3 similar deals, same category first, never the deal itself', async () => {
    const toys = await buildCategory(t.db);
    const deal = await buildDeal(t.db, { title: 'Main', category_id: toys['id'] });
    await buildDeal(t.db, { title: 'Other A', created_at: '2026-05-01T00:00:00.000Z' });
    await buildDeal(t.db, { title: 'Toy B', category_id: toys['id'], created_at: '2026-01-01T00:00:00.000Z' });
    await buildDeal(t.db, { title: 'Other C', created_at: '2026-04-01T00:00:00.000Z' });
    await buildDeal(t.db, { title: 'Other D', created_at: '2026-03-01T00:00:00.000Z' });
    const response = await request(t.server).get(`/api/deals/related/${deal['id']}`);
    expect(titles(response)).toEqual(['Toy B', 'Other A', 'Other C']);
  });
});

describe('writing deals', () => {
  it('creates a deal and computes the discount from the prices in cents', async () => {
    const agent = await adminAgent();
    const response = await agent.post('/api/deals').send({
      ...validDeal,
      discount_percentage: 99,
      link: 'https://shop.example/glide',
      image: 'https://ibb.co/Xy12',
      expires_at: '2030-06-30',
      coupon_code: 'GLIDE25',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      original_price: 29999,
      discounted_price: 22499,
      discount_percentage: 25,
      link: 'https://shop.example/glide',
      image: 'https://i.ibb.co/Xy12/image.jpg',
      expires_at: '2030-06-30T23:59:59.999Z',
      is_expired: false,
      coupon_code: 'GLIDE25',
    });
  });

  it.each([
    [1000, 667, 33],
    [1000, 665, 34],
    [999, 0, 100],
    [5000, 5000, 0],
    [300, 200, 33],
  ])('discount for %i → %i cents is %i%%', async (original, sale, percent) => {
    const response = await (await adminAgent()).post('/api/deals').send({ ...validDeal, original_price: original, discounted_price: sale });
    expect(response.body.discount_percentage).toBe(percent);
  });

  it('creates an already-expired deal as expired', async () => {
    const response = await (await adminAgent()).post('/api/deals').send({ ...validDeal, expires_at: '2020-01-01' });
    expect(response.body.is_expired).toBe(true);
  });

  it('keeps a discount sent with the edit form, and recomputes it when only prices change', async () => {
    const agent = await adminAgent();
    const deal = await buildDeal(t.db, { original_price: 10000, discounted_price: 8000, discount_percentage: 20 });
    const edited = await agent.patch(`/api/deals/${deal['id']}`).send({ discount_percentage: 35.6, title: 'Edited' });
    expect(edited.body).toMatchObject({ discount_percentage: 36, title: 'Edited' });
    const repriced = await agent.patch(`/api/deals/${deal['id']}`).send({ discounted_price: 5000 });
    expect(repriced.body).toMatchObject({ discounted_price: 5000, discount_percentage: 50 });
    const cleared = await agent.patch(`/api/deals/${deal['id']}`).send({ link: '', image: '', expires_at: '' });
    expect(cleared.body).toMatchObject({ link: null, image: null, expires_at: null });
  });

  it('refuses anonymous visitors (401) and members (403), changing nothing', async () => {
    const deal = await buildDeal(t.db, { title: 'Untouched' });
    const member = await signedInAgent(t, await buildUser(t.db));
    for (const [agent, status] of [
      [t.agent(), 401],
      [member, 403],
    ] as const) {
      expect((await agent.post('/api/deals').send(validDeal)).status).toBe(status);
      expect((await agent.patch(`/api/deals/${deal['id']}`).send({ title: 'x' })).status).toBe(status);
      expect((await agent.delete(`/api/deals/${deal['id']}`)).status).toBe(status);
    }
    expect(await t.db('deals').pluck('title')).toEqual(['Untouched']);
  });

  it('deletes a deal', async () => {
    const deal = await buildDeal(t.db);
    expect((await (await adminAgent()).delete(`/api/deals/${deal['id']}`)).status).toBe(204);
    expect(await t.db('deals').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ ...validDeal, title: ' ' }, 'Please fill in all required fields'],
    [{ ...validDeal, description: undefined }, 'Please fill in all required fields'],
    [{ ...validDeal, original_price: undefined }, 'Please fill in all required fields'],
    [{ ...validDeal, discounted_price: null }, 'Please fill in all required fields'],
    [{ ...validDeal, discounted_price: -1 }, 'Price must be positive'],
    [{ ...validDeal, original_price: 'lots' }, 'Price must be a number'],
    [{ ...validDeal, original_price: 12.5 }, 'Price must be in whole cents'],
    [{ ...validDeal, original_price: 0, discounted_price: 0 }, 'Original price must be greater than 0'],
    [{ ...validDeal, discounted_price: 30000 }, 'Sale price cannot be more than the original price'],
    [{ ...validDeal, link: 'not a url' }, 'Must be a valid URL'],
    [{ ...validDeal, link: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [{ ...validDeal, image: 'data:image/png;base64,AAAA' }, 'Must be a valid URL'],
    [{ ...validDeal, expires_at: '2026-02-31' }, 'Must be a valid date'],
    [{ ...validDeal, expires_at: 'next week' }, 'Must be a valid date'],
    [{ ...validDeal, category_id: 4242 }, 'Category not found'],
  ])('create answers 400 for %j', async (body, message) => {
    const response = await (await adminAgent()).post('/api/deals').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('deals').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ title: '' }, 'Title is required', 'title'],
    [{ description: '  ' }, 'Description is required', 'description'],
    [{ link: 'ftp://x' }, 'Must be a valid URL', 'link'],
    [{ original_price: -1 }, 'Price must be positive', 'original_price'],
    [{ discounted_price: -100 }, 'Price must be positive', 'discounted_price'],
    [{ discount_percentage: 101 }, 'Discount must be between 0-100%', 'discount_percentage'],
    [{ discount_percentage: -1 }, 'Discount must be between 0-100%', 'discount_percentage'],
    [{ discount_percentage: 'half' }, 'Discount must be between 0-100%', 'discount_percentage'],
  ])('update answers 400 for %j', async (body, message, field) => {
    const deal = await buildDeal(t.db, { title: 'Kept' });
    const response = await (await adminAgent()).patch(`/api/deals/${deal['id']}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
    expect(await t.db('deals').pluck('title')).toEqual(['Kept']);
  });
});
