import request from 'supertest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { nowIso } from '../db/time';
import { askForDeps } from '../http/answer-deps';
import { buildProduct } from '../marketplace/test/factories';
import { buildBlog } from '../test/content-factories';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { onPostgres } from '../test/test-database';
import { DEAL_PAGE_LIFETIME_MS } from './server-rendered-pages';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Nestly</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/*
 * A stand-in for the renderer's server build (dist/web-ssr/entry-server.js): it reads /api as the
 * visitor through the fetch it is given, counts its renders and fails on request, so the server's
 * part (routing, caching, statuses, the page around the render) is tested without a build.
 */
const ENTRY = `
export async function render(request) {
  globalThis.nestlyRenders = (globalThis.nestlyRenders ?? 0) + 1;
  if (request.path === '/blog/post/explodes') throw new Error('render failed');
  // a call that gets no answer: the screen shows the failure, as a browser's would
  if (request.path === '/blog/post/unreachable') {
    const answer = await request.fetchApi(':no-such-port').catch(() => null);
    return { status: 200, html: '<main><p>' + (answer ? 'answered' : 'Could not load') + '</p></main>', styles: '', state: '{"queries":[]}', chunks: [] };
  }
  const signedIn = await request.fetchApi('/api/auth/user');
  const user = signedIn.ok ? await signedIn.json() : null;
  const blogs = await request.fetchApi('/api/blogs');
  const total = blogs.headers.get('x-total-count');
  const status = request.path.startsWith('/no/') ? 404 : 200;
  return {
    status,
    html: '<main><h1>' + (user ? 'Hello ' + user.name : 'Sign In') + '</h1><p>' + total + ' posts</p></main>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    state: '{"queries":[]}',
    chunks: user ? ['user-menu'] : [],
  };
}
`;

const renders = () => (globalThis as { nestlyRenders?: number }).nestlyRenders ?? 0;

let dir: string;
let t: TestApp;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nestly-ssr-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), INDEX);
  writeFileSync(join(dir, 'entry-server.mjs'), ENTRY);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  t = await createTestApp({ webDir: join(dir, 'web'), ssrEntry: join(dir, 'entry-server.mjs') });
});
afterEach(async () => {
  await t.close();
});

describe('server-rendered pages', () => {
  it("puts the first screen, its styles and the answers it was made with into the page, in the visitor's theme", async () => {
    await buildBlog(t.db, { slug: 'first' });
    const response = await request(t.server).get('/blog').set('Cookie', 'theme=dark');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<html lang="en" class="dark">');
    expect(response.text).toContain('<style data-styled="true">.a{color:red}</style>\n  </head>');
    expect(response.text).toContain('<div id="root"><main><h1>Sign In</h1><p>1 posts</p></main></div>');
    expect(response.text).toMatch(
      new RegExp(
        `<script type="application/json" id="nestly-state" data-origin="${TEST_ORIGIN}" data-now="\\d+" data-chunks="">\\{"queries":\\[\\]\\}</script>`,
      ),
    );
  });

  it('renders a signed-in member their own page, and never keeps it', async () => {
    const member = await buildUser(t.db, { display_name: 'Maya Parent' });
    const agent = await signedInAgent(t, member);
    const before = renders();
    for (let i = 0; i < 2; i += 1) {
      const page = (await agent.get('/marketplace')).text;
      expect(page).toContain('<h1>Hello Maya Parent</h1>');
      expect(page).toContain('data-chunks="user-menu"');
    }
    expect(renders() - before).toBe(2);
  });

  // nothing is kept per process on PostgreSQL (no data version there, see data-version.ts)
  it.skipIf(onPostgres)("keeps a visitor's page until anything is written, and answers 304 to its ETag", async () => {
    const before = renders();
    const first = await request(t.server).get('/blog');
    expect((await request(t.server).get('/blog')).text).toBe(first.text);
    expect(renders() - before).toBe(1);
    expect((await request(t.server).get('/blog').set('If-None-Match', first.headers['etag']!)).status).toBe(304);

    await buildBlog(t.db, { slug: 'new-post' });
    expect((await request(t.server).get('/blog')).text).toContain('<p>1 posts</p>');
    expect(renders() - before).toBe(2);
  });

  it.skipIf(onPostgres)('never keeps a page made while a call to /api failed', async () => {
    const before = renders();
    for (let i = 0; i < 2; i += 1) expect((await request(t.server).get('/blog/post/unreachable')).text).toContain('<p>Could not load</p>');
    expect(renders() - before).toBe(2);
  });

  it.skipIf(onPostgres)("keeps a visitor's page while the tables its answers read are unchanged: a favourite or a category leaves it", async () => {
    const before = renders();
    await request(t.server).get('/blog');
    const member = await buildUser(t.db);
    const listing = await buildProduct(t.db);
    // tables the page's answers (the signed-in member, the posts) did not read
    await t.db('favorites').insert({ user_id: member.id, product_id: listing.id, created_at: nowIso() });
    await t.db('categories').insert({ name: 'Prams', slug: 'prams' });
    expect((await request(t.server).get('/blog')).text).toContain('<p>0 posts</p>');
    expect(renders() - before).toBe(1);
    await buildBlog(t.db, { slug: 'new-post' });
    expect((await request(t.server).get('/blog')).text).toContain('<p>1 posts</p>');
    expect(renders() - before).toBe(2);
  });

  it('tells what an answer read to the server’s own render only', async () => {
    for (const headers of [{}, { 'x-nestly-render': 'guess' }]) {
      const response = await request(t.server).get('/api/blogs').set(headers);
      expect(response.status).toBe(200);
      expect(response.headers['x-nestly-deps']).toBeUndefined();
    }
    const told = await request(t.server).get('/api/blogs').set(askForDeps());
    expect(told.headers['x-nestly-deps']).toEqual(onPostgres ? undefined : expect.stringContaining('"blogs"'));
  });

  it('keeps pages with deals 30 seconds at most: deals expire with the clock', async () => {
    const before = renders();
    await request(t.server).get('/deals');
    await request(t.server).get('/deals');
    await request(t.server).get('/');
    await request(t.server).get('/');
    expect(renders() - before).toBe(onPostgres ? 4 : 2);
    // only the clock moves: the timers and sockets the requests use keep running
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DEAL_PAGE_LIFETIME_MS + 1000 });
    try {
      await request(t.server).get('/deals');
      await request(t.server).get('/');
    } finally {
      vi.useRealTimers();
    }
    expect(renders() - before).toBe(onPostgres ? 6 : 4);
  });

  it('sends the page compressed, Brotli first, to a browser that takes it, and as it is to one that does not', async () => {
    // the same moment for every render: a page not kept (PostgreSQL) is made again for each request, with its time in its data
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    const plain = await request(t.server).get('/blog').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    // the kept page is sent as bytes: they must still say how to read them
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await request(t.server).get('/blog').set('Accept-Encoding', 'identity')).text).toBe(plain.text);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await request(t.server).get('/blog').set('Accept-Encoding', accepted!);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['etag']).toBe(plain.headers['etag']);
      // supertest decodes the body, as a browser does
      expect(response.text).toBe(plain.text);
    }
  });

  it('answers the status the render gives (Not Found), and renders unknown paths', async () => {
    const response = await request(t.server).get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<div id="root"><main>');
  });

  it("leaves members' screens to the browser, and sends the plain page when a render fails", async () => {
    const profile = await request(t.server).get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.text).toBe(INDEX);
    const failed = await request(t.server).get('/blog/post/explodes');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('<div id="root"></div>');
  });
});

describe('rendering in the browser', () => {
  it('sends the plain page to a browser that asks for it with the nestly-render cookie', async () => {
    const response = await request(t.server).get('/blog').set('Cookie', 'nestly-render=browser');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
  });
});
