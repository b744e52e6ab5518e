import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCategory } from '../marketplace/test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('categories', () => {
  it('lists every category by name, with the total', async () => {
    await buildCategory(t.db, { name: 'Toys', slug: 'toys', icon: 'puzzle', description: 'Play things' });
    await buildCategory(t.db, { name: 'Books', slug: 'books' });
    const response = await request(t.server).get('/api/categories');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((c: { name: string }) => c.name)).toEqual(['Books', 'Toys']);
    expect(response.body[1]).toEqual({ id: expect.any(Number), name: 'Toys', slug: 'toys', icon: 'puzzle', description: 'Play things' });
  });

  it('finds one category by slug or by id', async () => {
    const toys = await buildCategory(t.db, { name: 'Toys', slug: 'toys' });
    expect((await request(t.server).get('/api/categories/toys')).body).toMatchObject({ id: toys.id, name: 'Toys' });
    expect((await request(t.server).get(`/api/categories/${toys.id}`)).body).toMatchObject({ slug: 'toys' });
  });

  it.each(['no-such-category', '999999', '%27%20OR%201%3D1', '99999999999999999999'])('answers 404 Category not found for %s', async (key) => {
    const response = await request(t.server).get(`/api/categories/${key}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'Category not found' });
  });

  it('lists product categories with id and name', async () => {
    await buildCategory(t.db, { name: 'Feeding', slug: 'feeding' });
    const response = await request(t.server).get('/api/product-categories');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: expect.any(Number), name: 'Feeding', slug: 'feeding' }]);
  });
});
