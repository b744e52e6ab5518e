import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { LISTING_CHANGES_PER_15_MINUTES } from './products.routes';
import { buildCategory, buildProduct } from './test/factories';

let t: TestApp;
let categoryId: number;
beforeEach(async () => {
  t = await createTestApp();
  categoryId = (await buildCategory(t.db, { name: 'Strollers', slug: 'strollers' })).id;
});
afterEach(async () => {
  await t.close();
});

const validListing = () => ({
  name: 'Jogging stroller',
  description: 'Air tyres, hand brake, one-hand fold.',
  price: 27500,
  category_id: categoryId,
  condition: 'good',
  location: 'Austin, TX',
});

const productCount = async () => Number((await t.db('products').count({ n: '*' }).first())?.['n']);

describe('POST /api/products', () => {
  it('creates a listing for the signed-in seller and answers 201 with the whole listing', async () => {
    const seller = await buildUser(t.db, { display_name: 'Liam' });
    const agent = await signedInAgent(t, seller);
    const response = await agent.post('/api/products').send(validListing());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      name: 'Jogging stroller',
      price: 27500,
      status: 'active',
      condition: 'good',
      seller: { id: seller.id, name: 'Liam' },
      category: { id: categoryId, slug: 'strollers' },
      images: [],
    });
    expect((await request(t.server).get(`/api/products/${response.body.id}`)).body.name).toBe('Jogging stroller');
  });

  it('takes the same fields as multipart form text', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const listing = validListing();
    const response = await agent
      .post('/api/products')
      .field('name', listing.name)
      .field('description', listing.description)
      .field('price', '27500')
      .field('category_id', String(categoryId))
      .field('condition', 'like_new')
      .field('location', listing.location);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ price: 27500, condition: 'like_new', category_id: categoryId });
  });

  it('ignores a status on a new listing: it always starts active', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/products').send({ ...validListing(), status: 'sold' });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('active');
  });

  it('refuses signed-out callers with 401 and stores nothing', async () => {
    const response = await request(t.server).post('/api/products').set('Origin', TEST_ORIGIN).send(validListing());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    expect(await productCount()).toBe(0);
  });

  it('refuses a cross-site form post', async () => {
    const seller = await buildUser(t.db);
    const agent = await signedInAgent(t, seller);
    const response = await agent.post('/api/products').set('Origin', 'https://evil.example').field('name', 'x');
    expect(response.status).toBe(403);
    expect(await productCount()).toBe(0);
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Product name must be at least 3 characters'],
    [{ name: '   ' }, 'name', 'Product name must be at least 3 characters'],
    [{ name: undefined }, 'name', 'Product name must be at least 3 characters'],
    [{ name: ['a', 'b', 'c'] }, 'name', 'Product name must be at least 3 characters'],
    [{ name: 'x'.repeat(201) }, 'name', 'Product name must be at most 200 characters'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ description: undefined }, 'description', 'Description must be at least 10 characters'],
    [{ price: 0 }, 'price', 'Price must be greater than 0'],
    [{ price: -100 }, 'price', 'Price must be greater than 0'],
    [{ price: '' }, 'price', 'Price must be greater than 0'],
    [{ price: 'ten' }, 'price', 'Price must be greater than 0'],
    [{ price: undefined }, 'price', 'Price must be greater than 0'],
    [{ price: [2500] }, 'price', 'Price must be greater than 0'],
    [{ price: 12.5 }, 'price', 'Price must be a whole number of cents'],
    [{ price: 1e12 }, 'price', 'Price must be at most $1000000.00'],
    [{ location: '' }, 'location', 'Location is required'],
    [{ location: undefined }, 'location', 'Location is required'],
    [{ category_id: undefined }, 'category_id', 'Please select a category'],
    [{ category_id: 'toys' }, 'category_id', 'Please select a category'],
    [{ category_id: { id: 1 } }, 'category_id', 'Please select a category'],
    [{ category_id: 999_999 }, 'category_id', 'Please select a category'],
    [{ condition: undefined }, 'condition', 'Please select a condition'],
    [{ condition: 'mint' }, 'condition', 'Please select a condition'],
    [{ images: ['https://evil.example/x.jpg'] }, 'images', 'Photos must be uploaded images'],
    [{ images: ['/uploads/../session-secret'] }, 'images', 'Photos must be uploaded images'],
    [{ images: ['/uploads/not-there.webp'] }, 'images', 'Photos must be uploaded images'],
    [{ images: 'nope' }, 'images', 'Photos must be uploaded images'],
  ])("answers 400 with the form's message for %j", async (change, field, message) => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/products').send({ ...validListing(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors?.[field]).toBe(message);
    expect(await productCount()).toBe(0);
  });

  it('lists every failing field at once', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/products').send({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'Product name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      price: 'Price must be greater than 0',
      location: 'Location is required',
      category_id: 'Please select a category',
      condition: 'Please select a condition',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/products').set('Content-Type', 'application/json').send('{"name":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });
});

describe('GET /api/products/{id}', () => {
  it.each(['999999', 'abc', '1.5', '-1', '99999999999999999999'])('answers 404 Product not found for %s', async (id) => {
    const response = await request(t.server).get(`/api/products/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'Product not found' });
  });

  it('hides a draft from everyone but its seller and admins', async () => {
    const seller = await buildUser(t.db);
    const draft = await buildProduct(t.db, { status: 'draft', seller_id: seller.id });
    expect((await request(t.server).get(`/api/products/${draft.id}`)).status).toBe(404);
    expect((await (await signedInAgent(t, await buildUser(t.db))).get(`/api/products/${draft.id}`)).status).toBe(404);
    expect((await (await signedInAgent(t, seller)).get(`/api/products/${draft.id}`)).status).toBe(200);
    expect((await (await signedInAgent(t, await buildAdmin(t.db))).get(`/api/products/${draft.id}`)).status).toBe(200);
  });
});

describe('PATCH and DELETE /api/products/{id}: rights', () => {
  let seller: BuiltUser;
  let productId: number;
  beforeEach(async () => {
    seller = await buildUser(t.db);
    productId = (await buildProduct(t.db, { seller_id: seller.id, name: 'Original name', price: 1000 })).id;
  });

  const nameNow = async () => (await t.db('products').where({ id: productId }).first('name'))?.name;

  it('refuses signed-out callers with 401', async () => {
    const anonymous = t.agent();
    expect((await anonymous.patch(`/api/products/${productId}`).send({ name: 'Changed' })).status).toBe(401);
    expect((await anonymous.delete(`/api/products/${productId}`)).status).toBe(401);
    expect(await nameNow()).toBe('Original name');
  });

  it('refuses another member with 403', async () => {
    const other = await signedInAgent(t, await buildUser(t.db));
    const patch = await other.patch(`/api/products/${productId}`).send({ name: 'Changed' });
    expect(patch.status).toBe(403);
    expect(patch.body).toEqual({ code: 'forbidden', message: 'You can only change your own listings' });
    expect((await other.delete(`/api/products/${productId}`)).status).toBe(403);
    expect(await nameNow()).toBe('Original name');
  });

  it('lets the seller change any field, status included, and answers the whole listing', async () => {
    const agent = await signedInAgent(t, seller);
    const response = await agent.patch(`/api/products/${productId}`).send({ name: 'Renamed', price: 2500, status: 'sold' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: productId, name: 'Renamed', price: 2500, status: 'sold', seller: { id: seller.id } });
    expect(Date.parse(response.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(response.body.created_at));
  });

  it("lets an admin change and delete anyone's listing", async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.patch(`/api/products/${productId}`).send({ status: 'archived' })).body.status).toBe('archived');
    expect((await admin.delete(`/api/products/${productId}`)).status).toBe(204);
    expect((await request(t.server).get(`/api/products/${productId}`)).status).toBe(404);
  });

  it('lets the seller delete their listing, with its favourites', async () => {
    const fan = await buildUser(t.db);
    await t.db('favorites').insert({ user_id: fan.id, product_id: productId, created_at: new Date().toISOString() });
    const agent = await signedInAgent(t, seller);
    expect((await agent.delete(`/api/products/${productId}`)).status).toBe(204);
    expect(await t.db('favorites').where({ product_id: productId })).toEqual([]);
    expect((await agent.delete(`/api/products/${productId}`)).status).toBe(404);
  });

  it.each([
    [{ name: 'ab' }, 'Product name must be at least 3 characters'],
    [{ description: 'short' }, 'Description must be at least 10 characters'],
    [{ price: 0 }, 'Price must be greater than 0'],
    [{ price: null }, 'Price must be greater than 0'],
    [{ location: '  ' }, 'Location is required'],
    [{ category_id: 424242 }, 'Please select a category'],
    [{ condition: 'shiny' }, 'Please select a condition'],
    [{ status: 'deleted' }, 'Status must be one of active, reserved, sold, draft or archived'],
  ])("applies the product form's rules to a change: %j", async (change, message) => {
    const agent = await signedInAgent(t, seller);
    const response = await agent.patch(`/api/products/${productId}`).send(change);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('products').where({ id: productId }).first('name', 'price', 'status')).toEqual({ name: 'Original name', price: 1000, status: 'active' });
  });

  it('answers 404 for a listing that does not exist', async () => {
    const agent = await signedInAgent(t, seller);
    expect((await agent.patch('/api/products/999999').send({ name: 'Whatever' })).status).toBe(404);
    expect((await agent.delete('/api/products/nope')).status).toBe(404);
  });
});

describe('listing changes per member', () => {
  it('are limited per member, so members sharing an address each keep their own allowance', async () => {
    const [first, second] = [await buildUser(t.db), await buildUser(t.db)];
    const product = await buildProduct(t.db, { seller_id: first.id });
    const other = await buildProduct(t.db, { seller_id: second.id });
    const agent = await signedInAgent(t, first);
    for (let change = 1; change <= LISTING_CHANGES_PER_15_MINUTES; change += 1) {
      expect((await agent.patch(`/api/products/${product.id}`).send({ price: 1000 + change })).status).toBe(200);
    }
    const refused = await agent.patch(`/api/products/${product.id}`).send({ price: 5 });
    expect([refused.status, refused.body.message]).toEqual([429, expect.stringMatching(/^Too many listing changes\. Please try again in /)]);
    expect((await agent.post('/api/products').send(validListing())).status).toBe(429);
    expect((await t.db('products').where({ id: product.id }).first('price'))?.price).toBe(1000 + LISTING_CHANGES_PER_15_MINUTES);
    // the same address, another member
    expect((await (await signedInAgent(t, second)).patch(`/api/products/${other.id}`).send({ price: 7 })).status).toBe(200);
  });
});
