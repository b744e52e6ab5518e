import type { Knex } from 'knex';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct, minutesAgo } from '../marketplace/test/factories';
import { buildBlog, buildDeal, buildReview } from '../test/content-factories';
import { createTestApp, type TestApp } from '../test/test-app';

// The search box means the same in every area, and on SQLite and PostgreSQL alike (npm run test:pg).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

interface Area {
  name: string;
  path: string;
  /** a row with this title (name) and body, created `minutes` ago */
  build: (db: Knex, title: string, body: string, minutes: number) => Promise<unknown>;
}

const AREAS: Area[] = [
  { name: 'marketplace', path: '/api/products', build: (db, name, description, m) => buildProduct(db, { name, description, created_at: minutesAgo(m) }) },
  { name: 'blog', path: '/api/blogs', build: (db, title, body, m) => buildBlog(db, { title, content: `<p>${body}</p>`, created_at: minutesAgo(m) }) },
  { name: 'reviews', path: '/api/reviews', build: (db, title, body, m) => buildReview(db, { title, content: `<p>${body}</p>`, created_at: minutesAgo(m) }) },
  { name: 'deals', path: '/api/deals', build: (db, title, description, m) => buildDeal(db, { title, description, created_at: minutesAgo(m) }) },
];

async function titles(area: Area, search: string): Promise<string[]> {
  const response = await request(t.server).get(`${area.path}?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.body.length));
  return response.body.map((row: { name?: string; title?: string }) => row.name ?? row.title);
}

describe.each(AREAS)('the search box in the $name', (area) => {
  it('requires every word, matched by its stem, and takes the last one as a prefix', async () => {
    await area.build(t.db, 'Jogging stroller', 'Air tyres and a hand brake.', 1);
    await area.build(t.db, 'Wooden crib', 'Solid beech, converts to a toddler bed.', 2);
    expect(await titles(area, 'strollers')).toEqual(['Jogging stroller']);
    expect(await titles(area, 'strol')).toEqual(['Jogging stroller']);
    expect(await titles(area, 'brake strol')).toEqual(['Jogging stroller']);
    expect(await titles(area, 'strol brake')).toEqual([]);
    expect(await titles(area, 'toddler beech')).toEqual(['Wooden crib']);
    expect(await titles(area, 'toddler stroller')).toEqual([]);
    expect(await titles(area, '"*:()')).toEqual(['Jogging stroller', 'Wooden crib']);
  });

  it('ignores case and accents, and reads every punctuation mark as a space', async () => {
    await area.build(t.db, 'Crème-coloured 2-in-1 high chair', 'Manual v1.2 from info@babyshop.example; tray (washable).', 1);
    await area.build(t.db, 'Plain crib', 'Nothing to see.', 2);
    for (const search of ['creme', 'CRÈME coloured', '2 in 1', '2-in-1 high-chair', 'babyshop', 'v1 manual', 'washable tray']) {
      expect(await titles(area, search), search).toEqual(['Crème-coloured 2-in-1 high chair']);
    }
  });

  it('ranks by how many of the words the title holds, then the newest first', async () => {
    await area.build(t.db, 'Nursing glider', 'Rocks gently, with a stroller hook for travel.', 1);
    await area.build(t.db, 'Double stroller', 'Side by side seats, good for travel.', 60);
    await area.build(t.db, 'Travel stroller', 'Folds in one hand.', 30);
    expect(await titles(area, 'stroller')).toEqual(['Travel stroller', 'Double stroller', 'Nursing glider']);
    expect(await titles(area, 'travel stroller')).toEqual(['Travel stroller', 'Double stroller', 'Nursing glider']);
    expect(await titles(area, 'gently trav')).toEqual(['Nursing glider']);
  });
});
