import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildProduct } from './test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await buildProduct(t.db, { name: 'Jogging stroller' });
  await buildProduct(t.db, { name: 'Travel stroller with carry bag' });
  await buildProduct(t.db, { name: 'Wooden crib' });
  await buildProduct(t.db, { name: 'Strawberry bib' });
});
afterEach(async () => {
  await t.close();
});

const suggestionFor = async (search: string) => {
  const response = await request(t.server).get(`/api/products/did-you-mean?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return response.body.suggestion as string | null;
};

describe('GET /api/products/did-you-mean', () => {
  it('offers the closest title word for a misspelt one', async () => {
    expect(await suggestionFor('strolller')).toBe('stroller');
    expect(await suggestionFor('stoller')).toBe('stroller');
    expect(await suggestionFor('Wodden crib')).toBe('wooden crib');
    expect(await suggestionFor('bag cary')).toBe('bag carry');
  });

  it('offers nothing when the search finds listings, when no word is close, or for an empty search', async () => {
    expect(await suggestionFor('stroller')).toBeNull();
    expect(await suggestionFor('strollers')).toBeNull();
    expect(await suggestionFor('harpsichord')).toBeNull();
    expect(await suggestionFor('')).toBeNull();
    expect(await suggestionFor('"*:()')).toBeNull();
  });

  it('never offers a word only hidden listings hold', async () => {
    await buildProduct(t.db, { name: 'Snowsuit', status: 'draft' });
    expect(await suggestionFor('snowsiut')).toBeNull();
  });

  it('learns the words of new and renamed listings, and forgets deleted ones', async () => {
    const listing = await buildProduct(t.db, { name: 'Rocking horse' });
    expect(await suggestionFor('rockng')).toBe('rocking');
    await t.db('products').where({ id: listing.id }).update({ name: 'Bouncer seat' });
    expect(await suggestionFor('bouncr')).toBe('bouncer');
    expect(await suggestionFor('rockng')).toBeNull();
  });
});
