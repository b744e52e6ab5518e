import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBlog, buildDeal, buildReview } from '../test/content-factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { buildProduct } from '../marketplace/test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(TEST_ORIGIN, ''));

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of the API and points at the sitemap', async () => {
    const response = await request(t.server).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('User-agent: *\n');
    expect(response.text).toContain('Disallow: /api/\n');
    expect(response.text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml\n`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every post, review and deal, and only the listings anyone may see', async () => {
    await buildBlog(t.db, { slug: 'bedtime' });
    await buildReview(t.db, { slug: 'best-stroller' });
    const deal = await buildDeal(t.db);
    const seller = await buildUser(t.db);
    const active = await buildProduct(t.db, { seller_id: seller.id });
    const draft = await buildProduct(t.db, { seller_id: seller.id, status: 'draft' });
    const hidden = await buildProduct(t.db, { seller_id: seller.id });
    await t
      .db('moderation_items')
      .insert({ target_type: 'product', target_id: hidden.id, kind: 'reported', status: 'closed', is_hidden: true, decision: 'reject' });
    const response = await request(t.server).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const paths = locations(response.text);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/reviews',
        '/deals',
        '/marketplace',
        '/blog/post/bedtime',
        '/reviews/best-stroller',
        `/deals/${deal['id']}`,
        `/marketplace/listing/${active.id}`,
      ]),
    );
    expect(paths).not.toContain(`/marketplace/listing/${draft.id}`);
    expect(paths).not.toContain(`/marketplace/listing/${hidden.id}`);
  });

  it('shows a new listing and forgets a deleted one at once', async () => {
    const seller = await buildUser(t.db);
    const listing = await buildProduct(t.db, { seller_id: seller.id });
    expect(locations((await request(t.server).get('/sitemap.xml')).text)).toContain(`/marketplace/listing/${listing.id}`);
    const agent = await signedInAgent(t, seller);
    expect((await agent.delete(`/api/products/${listing.id}`)).status).toBe(204);
    const added = await buildProduct(t.db, { seller_id: seller.id });
    const paths = locations((await request(t.server).get('/sitemap.xml')).text);
    expect(paths).not.toContain(`/marketplace/listing/${listing.id}`);
    expect(paths).toContain(`/marketplace/listing/${added.id}`);
  });
});
