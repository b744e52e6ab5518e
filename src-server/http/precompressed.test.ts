import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../test/listening';
import { createTestApp, type TestApp } from '../test/test-app';
import { accepts } from './precompressed';

const SCRIPT = `console.log(${JSON.stringify('nestly '.repeat(400))});\n`;

let t: TestApp;
let server: Listening;
let webDir: string;
beforeEach(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nestly-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Nestly</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDir, 'assets', 'plain-3c4d.js'), SCRIPT);
  t = await createTestApp({ webDir });
  server = await listen(t.app);
});
afterEach(async () => {
  await server.close();
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The bytes exactly as sent: no client here undoes a Content-Encoding. */
function asset(path: string, acceptEncoding = 'identity'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: server.port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('precompressed static files', () => {
  it('sends the Brotli copy to a browser that takes br, as JavaScript, cached for a year', async () => {
    const response = await asset('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when br is not taken, and the file itself when neither is', async () => {
    expect((await asset('/assets/app-1a2b.js', 'gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
    const plain = await asset('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends files without copies, and unknown files, as before', async () => {
    const plain = await asset('/assets/plain-3c4d.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect((await asset('/assets/missing.js', 'br')).headers['content-encoding']).toBeUndefined();
    const escape = await asset('/assets/..%2f..%2fetc%2fpasswd', 'br');
    expect(escape.headers['content-encoding']).toBeUndefined();
    expect(escape.body.toString()).not.toContain('root:');
  });
});

describe('accepts', () => {
  it('reads codings and their weights', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(accepts('GZIP', 'gzip')).toBe(true);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(accepts('brotli', 'br')).toBe(false);
  });
});

describe("the build's hashed files", () => {
  // about 1.1 KB of page policies on each of a screen's 22–30 files was a fifth of its script bytes on the wire
  it('carry only the headers a script needs, compressed or not; pages keep every security header, the API its own', async () => {
    for (const [path, encoding] of [
      ['/assets/app-1a2b.js', 'br'],
      ['/assets/plain-3c4d.js', 'identity'],
    ] as const) {
      const { headers } = await asset(path, encoding);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['cache-control'], path).toMatch(/immutable/);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'last-modified', 'accept-ranges']) {
        expect(headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
    for (const path of ['/', '/marketplace', '/assets-elsewhere', '/apis']) {
      const { headers } = await asset(path);
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    const { headers } = await asset('/api/health');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
