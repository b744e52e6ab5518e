import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog } from '../test/content-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageOf } from './paged';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('pageOf', () => {
  it('answers one sorted page and the count of every row the filters match', async () => {
    for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) await buildBlog(t.db, { title });
    await buildBlog(t.db, { title: 'Zulu', featured: true });
    const query = t
      .db('blogs as b')
      .leftJoin('users as u', 'u.id', 'b.author_id')
      .select('b.title', 'u.role')
      .where('b.featured', false)
      .orderBy('b.title', 'desc');
    const second = await pageOf(query, { page: 2, pageSize: 2, offset: 2 }, (row: { title: string }) => row.title, 'b.id');
    expect(second).toEqual({ items: ['Charlie', 'Bravo'], total: 5 });
  });

  it('counts zero and answers no items past the end', async () => {
    const query = t.db('blogs').select('title').orderBy('title');
    expect(await pageOf(query, { page: 3, pageSize: 10, offset: 20 }, (row: { title: string }) => row.title)).toEqual({ items: [], total: 0 });
  });
});
