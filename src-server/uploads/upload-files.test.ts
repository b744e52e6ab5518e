import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen, rawRequest, type Listening } from '../test/listening';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET = 'do-not-serve-this-secret';
let t: TestApp;
let webDir: string;
let listening: Listening;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Nestly</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDir });
  mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dataDir, 'uploads', 'photo-1.webp'), 'stored photo bytes');
  writeFileSync(join(t.dataDir, 'uploads', '.hidden.tmp'), SECRET);
  writeFileSync(join(t.dataDir, 'session-secret'), SECRET);
  listening = await listen(t.app);
});
afterEach(async () => {
  await listening.close();
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string) => rawRequest(listening.port, path).response;

describe('/uploads', () => {
  it('serves a stored photo with long caching', async () => {
    const response = await get('/uploads/photo-1.webp');
    expect([response.status, response.body]).toEqual([200, 'stored photo bytes']);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  // it answered 200 with the site's HTML page, so a missing photo looked like a page
  it.each(['/uploads/missing.webp', '/uploads/', '/uploads', '/uploads/a/b.webp', '/uploads/photo-1.webp/'])(
    'answers %s with a plain 404, not the site',
    async (path) => {
      const response = await get(path);
      expect([response.status, response.body]).toEqual([404, 'Not found']);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it.each([
    '/uploads/../session-secret',
    '/uploads/..%2fsession-secret',
    '/uploads/%2e%2e/session-secret',
    '/uploads/%2e%2e%2fsession-secret',
    '/uploads/..%5csession-secret',
    '/uploads/..\\session-secret',
    '/uploads/%2fetc%2fpasswd',
    '/uploads//etc/passwd',
    '/uploads/%252e%252e%252fsession-secret',
    '/uploads/.hidden.tmp',
    '/uploads/%2ehidden.tmp',
    '/uploads/photo-1.webp%00.txt',
  ])('never serves anything outside the stored photos: %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('<html');
  });
});
