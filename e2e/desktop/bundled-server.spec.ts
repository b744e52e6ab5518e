import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { API_VERSION } from '../../src-shared/api-version';
import type { Product } from '../../src-shared/types';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { getWithHost, isBuilt, NOT_BUILT, startBuiltServer, startDesktopServer, WEB_SERVER, type BuiltServer } from './built-server';

// The built servers run by plain Node: the desktop's embedded server (out/main/server-entry.js) and
// the web server `npm start` runs (out/main/web-server.js), both from the one server bundle.
const SECRET = 'e2e-launch-secret-0123456789';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const HEALTH = { status: 'ok', version, apiVersion: API_VERSION };

test.describe('the desktop server locked with a launch secret', () => {
  let server: BuiltServer;
  test.beforeAll(async () => {
    test.skip(!isBuilt(), NOT_BUILT);
    server = await startDesktopServer(SECRET);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('answers 403 to any request without the secret: the page, its files and the API', async () => {
    const page = await fetch(server.url, { headers: { [LAUNCH_HEADER]: SECRET } });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(page.status).toBe(200);
    expect(script).toBeTruthy();
    for (const path of ['/', '/admin', script!, '/favicon.svg', '/api/health', '/api/setup', '/uploads/x.jpg']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message: 'This server only answers the Nestly console that started it', code: 'forbidden' });
    }
    expect((await fetch(`${server.url}/api/health`, { headers: { [LAUNCH_HEADER]: 'not-the-secret' } })).status).toBe(403);
  });

  test('answers 421 to a foreign Host, even with the secret', async () => {
    const port = new URL(server.url).port;
    for (const host of ['evil.example', `evil.example:${port}`, `localhost:${port}`]) {
      expect(await getWithHost(`${server.url}/api/health`, host, { [LAUNCH_HEADER]: SECRET }), host).toBe(421);
    }
    expect(await getWithHost(`${server.url}/api/health`, new URL(server.url).host, { [LAUNCH_HEADER]: SECRET })).toBe(200);
  });

  test('with its own Host and the secret it answers health and runs first-run setup once', async () => {
    const headers = { [LAUNCH_HEADER]: SECRET, Origin: server.url, 'Content-Type': 'application/json' };
    expect(await (await fetch(`${server.url}/api/health`, { headers })).json()).toEqual(HEALTH);
    expect(await (await fetch(`${server.url}/api/setup`, { headers })).json()).toEqual({ isNeeded: true });

    const owner = { email: 'owner@example.com', password: 'owner-password-1' };
    const created = await fetch(`${server.url}/api/setup`, { method: 'POST', headers, body: JSON.stringify(owner) });
    expect(created.status).toBe(201);
    expect((await created.json()).user).toMatchObject({ email: owner.email, role: 'admin' });
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    expect(await (await fetch(`${server.url}/api/auth/user`, { headers: { ...headers, Cookie: cookie } })).json()).toMatchObject({ role: 'admin' });

    const again = await fetch(`${server.url}/api/setup`, { method: 'POST', headers, body: JSON.stringify({ ...owner, email: 'second@example.com' }) });
    expect(again.status).toBe(409);
    // no demo data unless asked for
    expect(Number((await fetch(`${server.url}/api/products`, { headers })).headers.get('x-total-count'))).toBe(0);
  });
});

test('without a launch secret the desktop server answers as the web server does, and has no setup', async () => {
  test.skip(!isBuilt(), NOT_BUILT);
  const server = await startDesktopServer();
  try {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual(HEALTH);
    expect((await fetch(`${server.url}/api/auth/user`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/setup`)).status).toBe(404);
  } finally {
    await server.stop();
  }
});

test("npm start's built web server serves the site, the API and the demo photos", async () => {
  test.skip(!isBuilt(), NOT_BUILT);
  const server = await startBuiltServer(WEB_SERVER, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '1' }, /running at (http:\/\/127\.0\.0\.1:\d+)/);
  try {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual(HEALTH);
    const page = await fetch(`${server.url}/blog`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const [listing] = (await (await fetch(`${server.url}/api/products`)).json()) as Product[];
    expect(listing!.image).toMatch(/^\/uploads\//);
    expect((await fetch(`${server.url}${listing!.image}`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});
