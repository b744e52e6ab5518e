import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen, rawRequest } from '../test/listening';
import { createTestApp } from '../test/test-app';
import { PHOTO_CACHE_CONTROL } from './photo-files';
import { createPhotoStore } from './photo-store';
import { createTestPhotoFiles, PHOTO_STORE_KINDS, type S3ServeOptions } from './test/photo-stores';

const SECRET = 'do-not-serve-this-secret';

/** The app on a loopback port with one stored photo, a hidden file in the store and a secret beside it. */
async function servedStore(kind: 'local' | 's3', serve?: S3ServeOptions) {
  const webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Nestly</title></head><body><div id="root"></div></body></html>');
  const store = await createTestPhotoFiles(kind, serve);
  const t = await createTestApp({ webDir, photos: createPhotoStore(store.files) });
  await store.files.write('photo-1.webp', Buffer.from('stored photo bytes'));
  await store.files.write('.hidden.tmp', Buffer.from(SECRET));
  await store.writeBeside('session-secret', SECRET);
  const listening = await listen(t.app);
  const close = async () => {
    await listening.close();
    await t.close();
    await store.close();
    rmSync(webDir, { recursive: true, force: true });
  };
  return { store, t, listening, webDir, close };
}

describe.each(PHOTO_STORE_KINDS)('/uploads on the %s photo store', (kind) => {
  let served: Awaited<ReturnType<typeof servedStore>>;
  beforeEach(async () => {
    served = await servedStore(kind);
  });
  afterEach(async () => {
    await served.close();
  });

  const get = (path: string, headers?: Record<string, string>) => rawRequest(served.listening.port, path, { headers }).response;

  it('serves a stored photo with its type and long caching, and answers a repeat visit with 304', async () => {
    const response = await get('/uploads/photo-1.webp');
    expect([response.status, response.body]).toEqual([200, 'stored photo bytes']);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    const again = await get('/uploads/photo-1.webp', { 'If-None-Match': response.headers['etag']! });
    expect(again.status).toBe(304);
    const head = await rawRequest(served.listening.port, '/uploads/photo-1.webp', { method: 'HEAD' }).response;
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, String('stored photo bytes'.length), '']);
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

describe('/uploads on an S3 store that redirects (PHOTO_SERVE=redirect)', () => {
  let served: Awaited<ReturnType<typeof servedStore>> | undefined;
  afterEach(async () => {
    await served?.close();
  });
  const get = (path: string) => rawRequest(served!.listening.port, path).response;

  it('sends the browser to a presigned URL, the same all hour, that gives the photo with the usual caching', async () => {
    served = await servedStore('s3', { serve: 'redirect' });
    const response = await get('/uploads/photo-1.webp');
    expect(response.status).toBe(302);
    const location = response.headers['location']!;
    expect(location).toMatch(/\/nestly\/photo-1\.webp\?.*X-Amz-Signature=/);
    expect((await get('/uploads/photo-1.webp')).headers['location']).toBe(location);
    // kept by the browser only until the hour's URL changes
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(response.headers['cache-control']!)![1])).toBeLessThanOrEqual(3600);
    const photo = await fetch(location);
    expect([photo.status, await photo.text()]).toEqual([200, 'stored photo bytes']);
    expect(photo.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const missing = await get('/uploads/missing.webp');
    expect([missing.status, missing.body]).toEqual([404, 'Not found']);
  });

  it('sends the browser to PHOTO_PUBLIC_URL when the bucket is public, cached for good', async () => {
    served = await servedStore('s3', { serve: 'redirect', publicUrl: 'https://photos.nestly.example' });
    const response = await get('/uploads/photo-1.webp');
    expect([response.status, response.headers['location'], response.headers['cache-control']]).toEqual([
      302,
      'https://photos.nestly.example/nestly/photo-1.webp',
      PHOTO_CACHE_CONTROL,
    ]);
    expect((await get('/uploads/..%2fsession-secret')).status).toBe(404);
  });
});

describe('/uploads when the S3 store cannot be reached', () => {
  it('answers 503 with a clear message, not a page and not a 500', async () => {
    const served = await servedStore('s3');
    try {
      await served.store.close();
      const response = await rawRequest(served.listening.port, '/uploads/photo-1.webp').response;
      expect(response.status).toBe(503);
      expect(JSON.parse(response.body)).toEqual({ code: 'unavailable', message: 'Photo storage is unavailable; try again shortly' });
    } finally {
      // its store is closed already: the rest of close()
      await served.listening.close();
      await served.t.close();
      rmSync(served.webDir, { recursive: true, force: true });
    }
  });
});
