import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '../../src-shared/schemas/saved-search';
import { buildCategory } from '../marketplace/test/factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

async function postListing(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post('/api/products').send({
    name: 'Jogging stroller',
    description: 'All-terrain wheels, barely used.',
    price: 12_000,
    condition: 'good',
    location: 'Denver',
    category_id: (await buildCategory(t.db)).id,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

const countsOf = async (agent: Agent) =>
  ((await agent.get('/api/saved-searches')).body as Array<{ name: string; new_count: number }>).map((s) => [s.name, s.new_count]);

describe('saved searches', () => {
  it('are saved with their filters, listed newest first, and deleted by their member', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const strollers = await buildCategory(t.db, { slug: 'strollers' });
    const first = await agent
      .post('/api/saved-searches')
      .send({ name: ' Cheap strollers ', filters: { search: 'stroller', category: 'strollers', max_price: 5000, sort: 'price_low' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Cheap strollers',
      filters: { search: 'stroller', category: 'strollers', max_price: 5000, sort: 'price_low' },
      new_count: 0,
    });
    const second = await agent
      .post('/api/saved-searches')
      .send({ name: 'Good cribs', filters: { search: 'crib', condition: 'good', min_price: 0, category: '' } });
    expect(second.body.filters).toEqual({ search: 'crib', condition: 'good', min_price: 0 });
    expect((await agent.get('/api/saved-searches')).body.map((s: { id: number }) => s.id)).toEqual([second.body.id, first.body.id]);
    expect((await agent.delete(`/api/saved-searches/${first.body.id}`)).status).toBe(204);
    expect(await countsOf(agent)).toEqual([['Good cribs', 0]]);
    expect(strollers.id).toBeGreaterThan(0);
  });

  it('answers another member’s saved search exactly like a missing one, and lists only one’s own', async () => {
    const owner = await signedInAgent(t, await buildUser(t.db));
    const other = await signedInAgent(t, await buildUser(t.db));
    const { body } = await owner.post('/api/saved-searches').send({ name: 'Cribs', filters: { search: 'crib' } });
    const theirs = await other.delete(`/api/saved-searches/${body.id}`);
    const missing = await other.delete('/api/saved-searches/999999');
    expect([theirs.status, theirs.body]).toEqual([404, { code: 'not_found', message: 'Saved search not found' }]);
    expect([missing.status, missing.body]).toEqual([theirs.status, theirs.body]);
    expect((await other.get('/api/saved-searches')).body).toEqual([]);
    expect((await request(t.server).get('/api/saved-searches')).status).toBe(401);
    expect(
      (
        await request(t.server)
          .post('/api/saved-searches')
          .set('Origin', TEST_ORIGIN)
          .send({ name: 'x', filters: { search: 'x' } })
      ).status,
    ).toBe(401);
  });

  it.each([
    [{ filters: { search: 'crib' } }, 'Please name this search'],
    [{ name: 'x'.repeat(101), filters: { search: 'crib' } }, 'Name must be at most 100 characters'],
    [{ name: 'All', filters: {} }, 'Choose a search word or a filter to save'],
    [{ name: 'Sorted', filters: { sort: 'price_low' } }, 'Choose a search word or a filter to save'],
    [{ name: 'Bad', filters: { condition: 'mint' } }, 'Condition must be one of new, like_new, good, fair, poor'],
    [{ name: 'Bad', filters: { min_price: -1 } }, 'Minimum price must be 0 or more'],
    [{ name: 'Bad', filters: { max_price: 1.5 } }, 'Maximum price must be a whole number of cents'],
    // unknown filters are dropped, as every body's unknown fields are: nothing is left to save
    [{ name: 'Bad', filters: { colour: 'red' } }, 'Choose a search word or a filter to save'],
    [{ name: 'Bad', filters: 'crib' }, 'Filters must be an object'],
    [{ name: 'Bad', filters: { category: 'no-such' } }, 'No such category'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    const response = await agent.post('/api/saved-searches').send(body);
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect(await t.db('saved_searches').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} a member`, async () => {
    const member = await buildUser(t.db);
    await t.db('saved_searches').insert(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        user_id: member.id,
        name: `S${i}`,
        filters: '{"search":"x"}',
        stems: 'x',
        lead_stem: 'x',
        new_count: 0,
        created_at: new Date().toISOString(),
      })),
    );
    const response = await (await signedInAgent(t, member)).post('/api/saved-searches').send({ name: 'One more', filters: { search: 'crib' } });
    expect([response.status, response.body.message]).toEqual([400, `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`]);
  });
});

describe('a new listing against saved searches', () => {
  it('counts for every saved search it matches: words by stem and the last as a prefix, category, condition and price range', async () => {
    const buyer = await signedInAgent(t, await buildUser(t.db));
    const seller = await signedInAgent(t, await buildUser(t.db));
    const strollers = await buildCategory(t.db, { slug: 'strollers' });
    const searches = {
      'Strollers (plural)': { search: 'strollers' },
      'Jogging strol…': { search: 'jogging strol' },
      'In strollers': { category: 'strollers' },
      'Good only': { search: 'stroller', condition: 'good' },
      'Under $150': { search: 'stroller', max_price: 15_000 },
      'Over $150': { search: 'stroller', min_price: 15_001 },
      'Poor only': { search: 'stroller', condition: 'poor' },
      Cribs: { search: 'crib' },
      'Jogging crib': { search: 'jogging crib' },
    };
    for (const [name, filters] of Object.entries(searches)) expect((await buyer.post('/api/saved-searches').send({ name, filters })).status).toBe(201);
    await postListing(seller, { category_id: strollers.id });
    expect(Object.fromEntries(await countsOf(buyer))).toEqual({
      'Strollers (plural)': 1,
      'Jogging strol…': 1,
      'In strollers': 1,
      'Good only': 1,
      'Under $150': 1,
      'Over $150': 0,
      'Poor only': 0,
      Cribs: 0,
      'Jogging crib': 0,
    });
    await postListing(seller, { name: 'Double stroller', description: 'Side by side.', category_id: (await buildCategory(t.db)).id });
    expect(Object.fromEntries(await countsOf(buyer))).toMatchObject({ 'Strollers (plural)': 2, 'In strollers': 1, 'Jogging strol…': 1 });
  });

  it('does not count a member’s own listing, and starts again once they have looked', async () => {
    const member = await signedInAgent(t, await buildUser(t.db));
    const { body: saved } = await member.post('/api/saved-searches').send({ name: 'Strollers', filters: { search: 'stroller' } });
    await postListing(member);
    expect(await countsOf(member)).toEqual([['Strollers', 0]]);
    await postListing(await signedInAgent(t, await buildUser(t.db)));
    expect(await countsOf(member)).toEqual([['Strollers', 1]]);
    expect((await member.post(`/api/saved-searches/${saved.id}/seen`)).status).toBe(204);
    expect(await countsOf(member)).toEqual([['Strollers', 0]]);
  });

  it('tells the member in their notifications when a new listing matches a saved search', async () => {
    const buyerUser = await buildUser(t.db);
    const buyer = await signedInAgent(t, buyerUser);
    const seller = await signedInAgent(t, await buildUser(t.db));
    expect((await buyer.post('/api/saved-searches').send({ name: 'Prams', filters: { search: 'stroller' } })).status).toBe(201);
    const listing = await postListing(seller);
    const notifications = (await buyer.get('/api/notifications')).body as Array<{ kind: string; text: string; url: string }>;
    expect(notifications.map(({ kind, url }) => ({ kind, url }))).toEqual([{ kind: 'saved_search_match', url: `/marketplace/listing/${listing.id}` }]);
    expect(notifications[0]!.text).toContain('Prams');
  });

  it('answers which saved searches matched, for the notifications hook', async () => {
    const { matchNewListing } = await import('./match-new-listing');
    const watcher = await buildUser(t.db);
    await t.db('saved_searches').insert({
      user_id: watcher.id,
      name: 'Cribs',
      filters: '{"search":"crib"}',
      stems: 'crib',
      lead_stem: 'crib',
      new_count: 0,
      created_at: new Date().toISOString(),
    });
    const listing = {
      id: 7,
      seller_id: (await buildUser(t.db)).id,
      name: 'Wooden cribs',
      description: 'Beech.',
      price: 100,
      condition: 'good',
      category_id: null,
    };
    expect(await matchNewListing(t.db, listing)).toEqual([{ savedSearchId: expect.any(Number), userId: watcher.id, productId: 7 }]);
  });
});
