import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildCategory, buildComment, buildReview } from '../../test/content-factories';
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
const titles = (response: request.Response) => (response.body as { title: string }[]).map((review) => review.title);
const validReview = { title: 'Great stroller', product_name: 'Glide', rating: 5, content: '<p>Folds fast.</p>' };

describe('GET /api/reviews', () => {
  it('lists featured first, then newest, with the total', async () => {
    await buildReview(t.db, { title: 'Old featured', featured: true, created_at: '2026-01-01T00:00:00.000Z' });
    await buildReview(t.db, { title: 'Newest', created_at: '2026-03-01T00:00:00.000Z' });
    await buildReview(t.db, { title: 'Middle', created_at: '2026-02-01T00:00:00.000Z' });
    const response = await request(t.server).get('/api/reviews');
    expect(titles(response)).toEqual(['Old featured', 'Newest', 'Middle']);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('filters by marketplace category id or slug', async () => {
    const strollers = await buildCategory(t.db, { name: 'Strollers', slug: 'strollers' });
    const toys = await buildCategory(t.db, { name: 'Toys', slug: 'toys' });
    await buildReview(t.db, { title: 'Glide', category_id: strollers['id'] });
    await buildReview(t.db, { title: 'Rings', category_id: toys['id'] });
    expect(titles(await request(t.server).get('/api/reviews?category=strollers'))).toEqual(['Glide']);
    expect(titles(await request(t.server).get(`/api/reviews?category=${toys['id']}`))).toEqual(['Rings']);
    expect((await request(t.server).get('/api/reviews?category=strollers')).body[0].category_name).toBe('Strollers');
  });

  it('searches title, product name and the text of the body', async () => {
    await buildReview(t.db, { title: 'Our travel pick', product_name: 'Kinderway Glide', content: '<p>Light and compact</p>' });
    await buildReview(t.db, { title: 'Crib verdict', product_name: 'Willow', content: '<p>Solid <em>beech</em> wood</p>' });
    expect(titles(await request(t.server).get('/api/reviews?search=kinderway'))).toEqual(['Our travel pick']);
    expect(titles(await request(t.server).get('/api/reviews?search=beech'))).toEqual(['Crib verdict']);
    expect(titles(await request(t.server).get('/api/reviews?search=verdict'))).toEqual(['Crib verdict']);
    expect(titles(await request(t.server).get('/api/reviews?search=em'))).toEqual([]);
    expect((await request(t.server).get('/api/reviews?search=%22)(*')).status).toBe(200);
  });
});

describe('GET /api/reviews/{id-or-slug}', () => {
  it('finds a review by id or slug, and 404s otherwise', async () => {
    const review = await buildReview(t.db, { slug: 'glide-review' });
    expect((await request(t.server).get('/api/reviews/glide-review')).body.id).toBe(review['id']);
    expect((await request(t.server).get(`/api/reviews/${review['id']}`)).body.slug).toBe('glide-review');
    const missing = await request(t.server).get('/api/reviews/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Review not found' });
  });
});

describe('writing reviews', () => {
  it('lets an admin create a review with a unique slug and a sanitised body', async () => {
    const agent = await adminAgent();
    const first = await agent
      .post('/api/reviews')
      .send({ ...validReview, content: '<p>ok</p><iframe src="https://evil.example/embed/x"></iframe>', price: 29999 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ slug: 'great-stroller', rating: 5, content: '<p>ok</p>', price: 29999, helpful_count: 0, not_helpful_count: 0 });
    expect((await agent.post('/api/reviews').send(validReview)).body.slug).toBe('great-stroller-2');
  });

  it('updates the fields sent and deletes with comments', async () => {
    const agent = await adminAgent();
    const review = await buildReview(t.db, { title: 'Before' });
    await buildComment(t.db, { content_type: 'review', content_id: review['id'] });
    const updated = await agent.patch(`/api/reviews/${review['id']}`).send({ title: 'After', rating: '3' });
    expect(updated.body).toMatchObject({ title: 'After', rating: 3, slug: review['slug'] });
    expect((await agent.delete(`/api/reviews/${review['id']}`)).status).toBe(204);
    expect(await t.db('comments').where({ content_type: 'review' })).toEqual([]);
  });

  it('refuses anonymous visitors (401) and members (403)', async () => {
    const review = await buildReview(t.db, { title: 'Untouched' });
    const member = await signedInAgent(t, await buildUser(t.db));
    for (const [agent, status] of [
      [t.agent(), 401],
      [member, 403],
    ] as const) {
      expect((await agent.post('/api/reviews').send(validReview)).status).toBe(status);
      expect((await agent.patch(`/api/reviews/${review['id']}`).send({ title: 'x' })).status).toBe(status);
      expect((await agent.delete(`/api/reviews/${review['id']}`)).status).toBe(status);
    }
    expect(await t.db('reviews').pluck('title')).toEqual(['Untouched']);
  });

  it.each([
    [{ ...validReview, title: '' }, 'Please fill in all required fields'],
    [{ ...validReview, product_name: undefined }, 'Please fill in all required fields'],
    [{ ...validReview, content: ' ' }, 'Please fill in all required fields'],
    [{ ...validReview, rating: undefined }, 'Please fill in all required fields'],
    [{ ...validReview, rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...validReview, rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...validReview, rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...validReview, rating: 'five' }, 'Rating must be a whole number from 1 to 5'],
    [{ ...validReview, price: -1 }, 'Price must be positive'],
    [{ ...validReview, product_link: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [{ ...validReview, category_id: 12345 }, 'Category not found'],
  ])('create answers 400 for %j', async (body, message) => {
    const response = await (await adminAgent()).post('/api/reviews').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('reviews').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it.each([
    [{ title: ' ' }, 'Title is required'],
    [{ product_name: '' }, 'Product name is required'],
    [{ content: '' }, 'Content is required'],
    [{ rating: null }, 'Rating must be a whole number from 1 to 5'],
  ])('update answers 400 for %j', async (body, message) => {
    const review = await buildReview(t.db);
    const response = await (await adminAgent()).patch(`/api/reviews/${review['id']}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('Helpful / Not Helpful votes', () => {
  it('counts one vote per member, lets them change or withdraw it, and shows their own', async () => {
    const review = await buildReview(t.db);
    const emma = await signedInAgent(t, await buildUser(t.db));
    const liam = await signedInAgent(t, await buildUser(t.db));
    const path = `/api/reviews/${review['id']}/vote`;

    expect((await emma.put(path).send({ is_helpful: true })).body).toEqual({ helpful_count: 1, not_helpful_count: 0, my_vote: 'helpful' });
    expect((await emma.put(path).send({ is_helpful: true })).body).toEqual({ helpful_count: 1, not_helpful_count: 0, my_vote: 'helpful' });
    expect((await liam.put(path).send({ is_helpful: false })).body).toEqual({ helpful_count: 1, not_helpful_count: 1, my_vote: 'not_helpful' });
    expect((await emma.put(path).send({ is_helpful: false })).body).toEqual({ helpful_count: 0, not_helpful_count: 2, my_vote: 'not_helpful' });
    expect(await t.db('review_votes').count({ n: '*' })).toEqual([{ n: 2 }]);

    expect((await emma.get(`/api/reviews/${review['slug']}`)).body).toMatchObject({ not_helpful_count: 2, my_vote: 'not_helpful' });
    expect((await request(t.server).get(`/api/reviews/${review['slug']}`)).body).toMatchObject({ not_helpful_count: 2, my_vote: null });
    expect((await request(t.server).get('/api/reviews')).body[0]).toMatchObject({ helpful_count: 0, not_helpful_count: 2 });

    expect((await emma.delete(path)).body).toEqual({ helpful_count: 0, not_helpful_count: 1, my_vote: null });
  });

  it('needs a signed-in member, a real review and a yes/no vote', async () => {
    const review = await buildReview(t.db);
    const anonymous = await t.agent().put(`/api/reviews/${review['id']}/vote`).send({ is_helpful: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Must be logged in to vote');
    const member = await signedInAgent(t, await buildUser(t.db));
    expect((await member.put('/api/reviews/999/vote').send({ is_helpful: true })).status).toBe(404);
    expect((await member.put('/api/reviews/abc/vote').send({ is_helpful: true })).status).toBe(404);
    const bad = await member.put(`/api/reviews/${review['id']}/vote`).send({ is_helpful: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('is_helpful must be true or false');
    expect(await t.db('review_votes').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
