import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX = '<!doctype html><title>Nestly</title><div id="root"></div>';

let t: TestApp;
let webDir: string;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', 'index-1a2b.js'), 'console.log(1);');
  t = await createTestApp({ webDir });
});
afterEach(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the site pages', () => {
  it('answers the screens the renderer has with the page', async () => {
    for (const path of ['/', '/marketplace', '/marketplace/listing/3', '/blog/post/x', '/faq', '/profile/']) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe(INDEX);
    }
  });

  it('answers 404 with the same page (it shows Not Found) for any other path, so no soft 404s', async () => {
    for (const path of ['/nope', '/blog/post', '/faq/more', '/marketplace/listing/3/extra', '/wp-login.php']) {
      const response = await request(t.server).get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.text, path).toBe(INDEX);
    }
  });

  it("serves the build's own files beside the page, and never takes a page's address for one", async () => {
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(webDir, 'faq'));
    const icon = await request(t.server).get('/favicon.svg');
    expect([icon.status, icon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    // a folder of the same name is not a file to serve (nor a reason to redirect to /faq/)
    const page = await request(t.server).get('/faq');
    expect([page.status, page.text]).toEqual([200, INDEX]);
  });

  it('answers a plain 404 for a chunk that is gone (an old tab after a deploy), never the page', async () => {
    expect((await request(t.server).get('/assets/index-1a2b.js')).status).toBe(200);
    const gone = await request(t.server).get('/assets/listing-page-old.js');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
  });
});
