import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog } from '../test/content-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageOf, pageWindow } from './paged';

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

describe('pageWindow', () => {
  const page = (number: number, pageSize = 24) => ({ page: number, pageSize, offset: (number - 1) * pageSize });

  it('reads the first half of a list forwards', () => {
    expect(pageWindow(page(1), 100)).toEqual({ offset: 0, limit: 24, reversed: false });
    expect(pageWindow(page(2), 100)).toEqual({ offset: 24, limit: 24, reversed: false });
    expect(pageWindow(page(1), 10)).toEqual({ offset: 0, limit: 24, reversed: false });
  });

  it('reads a page past the middle from the end, backwards, the short last page too', () => {
    // rows 72–95 of 100 are rows 4–27 read backwards
    expect(pageWindow(page(4), 100)).toEqual({ offset: 4, limit: 24, reversed: true });
    // rows 96–99 are the first four read backwards
    expect(pageWindow(page(5), 100)).toEqual({ offset: 0, limit: 4, reversed: true });
    expect(pageWindow(page(3753), 90_049)).toEqual({ offset: 0, limit: 1, reversed: true });
  });
});
