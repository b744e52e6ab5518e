import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBlog, buildDeal, buildReview } from '../test/content-factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { metaDescription } from './page-head';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Nestly – Parenting Blog &amp; Baby Deals</title>
    <meta name="description" content="Nestly: a parenting blog." />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webDir: string;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  t = await createTestApp({ webDir });
});
afterEach(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('shared-link tags in the served HTML', () => {
  it('gives a blog post its title, a 160-character description and Open Graph tags', async () => {
    const post = await buildBlog(t.db, {
      slug: 'bedtime',
      title: 'A Gentle Bedtime',
      excerpt: null,
      image: '/uploads/blog-1.jpg',
      content: `<p>${'Calm evenings. '.repeat(30)}</p>`,
    });
    for (const path of ['/blog/post/bedtime', `/blog/post/${post['id']}`]) {
      const html = (await request(t.server).get(path)).text;
      expect(html).toContain('<title>A Gentle Bedtime – Nestly</title>');
      const description = meta(html, 'description')!;
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/^Calm evenings\. Calm evenings\..*\.\.\.$/);
      expect(meta(html, 'og:title')).toBe('A Gentle Bedtime');
      expect(meta(html, 'og:description')).toBe(description);
      expect(meta(html, 'og:image')).toBe(`${TEST_ORIGIN}/uploads/blog-1.jpg`);
      expect(meta(html, 'og:url')).toBe(`${TEST_ORIGIN}${path}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('does the same for reviews and deals', async () => {
    await buildReview(t.db, { slug: 'glide', title: 'Glide Review', summary: 'Light and quick to fold.', image: 'https://img.example/r.jpg' });
    const deal = await buildDeal(t.db, { title: 'Crib 30% off', description: 'Solid beech crib.' });
    const review = (await request(t.server).get('/reviews/glide')).text;
    expect(review).toContain('<title>Glide Review – Nestly</title>');
    expect(meta(review, 'description')).toBe('Light and quick to fold.');
    expect(meta(review, 'og:image')).toBe('https://img.example/r.jpg');
    const dealHtml = (await request(t.server).get(`/deals/${deal['id']}`)).text;
    expect(dealHtml).toContain('<title>Crib 30% off – Nestly</title>');
    expect(meta(dealHtml, 'og:description')).toBe('Solid beech crib.');
    expect(meta(dealHtml, 'og:image')).toBeUndefined();
    expect(meta(dealHtml, 'twitter:card')).toBe('summary');
  });

  it('escapes every value it writes into the head', async () => {
    await buildBlog(t.db, {
      slug: 'xss',
      title: '</title><script>alert(1)</script>"\'&',
      excerpt: '"><img src=x onerror=alert(1)>',
      image: 'https://img.example/a.jpg?"><script>',
    });
    const html = (await request(t.server).get('/blog/post/xss')).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp; – Nestly</title>');
  });

  it('leaves other pages, missing content and odd paths with the default head', async () => {
    for (const path of ['/', '/blog', '/blog/post/missing', '/reviews/%25E0', '/deals/abc', '/deals/999']) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe(INDEX);
    }
    expect((await request(t.server).get('/reviews/%E0%A4%A')).status).toBe(400);
  });

  it('gives drafts the default head, as if they did not exist', async () => {
    await buildBlog(t.db, { slug: 'secret-post', title: 'Secret post', status: 'draft' });
    await buildReview(t.db, { slug: 'secret-review', title: 'Secret review', status: 'draft' });
    const deal = await buildDeal(t.db, { title: 'Secret deal', status: 'draft' });
    for (const path of ['/blog/post/secret-post', '/reviews/secret-review', `/deals/${deal['id']}`]) {
      expect((await request(t.server).get(path)).text, path).toBe(INDEX);
    }
  });
});

describe('metaDescription', () => {
  it('strips markup and keeps to 160 characters', () => {
    expect(metaDescription('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
    expect(metaDescription('x'.repeat(160))).toHaveLength(160);
    expect(metaDescription('x'.repeat(161))).toBe(`${'x'.repeat(157)}...`);
    expect(metaDescription(null)).toBe('');
  });
});
