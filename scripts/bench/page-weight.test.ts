import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { homePageWeight } from './page-weight';

describe('homePageWeight', () => {
  it('counts the scripts and stylesheets the page names, as sent and decoded', async () => {
    const script = Buffer.from('console.log("hello");'.repeat(200));
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor.js"><link rel="stylesheet" href="/assets/index.css"><link rel="icon" href="/favicon.svg"></head></html>';
    const server = createServer((req, res) => {
      if (req.url === '/') return res.end(html);
      if (req.url === '/assets/index.js') {
        res.setHeader('content-encoding', 'gzip');
        return res.end(gzipSync(script));
      }
      if (req.url === '/assets/vendor.js') return res.end('export {};');
      if (req.url === '/assets/index.css') return res.end('body{margin:0}');
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const weight = await homePageWeight(`http://127.0.0.1:${port}`);
      expect(weight.jsBytes).toBe(script.length + 'export {};'.length);
      expect(weight.jsWire).toBe(gzipSync(script).length + 'export {};'.length);
      expect(weight.cssWire).toBe('body{margin:0}'.length);
      expect(weight.assets.map((asset) => asset.encoding)).toEqual(['identity', 'gzip', 'identity', 'identity']);
    } finally {
      server.close();
    }
  });
});
