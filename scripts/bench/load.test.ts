import { createServer, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BROWSER_HEADERS, measure } from './load';

describe('the load generator', () => {
  it("sends a browser's Accept-Encoding with every request, beside the target's own headers", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const url = `http://127.0.0.1:${port}`;
      await measure(url, process.pid, { key: 'fixed', name: 'fixed', path: '/a', headers: { cookie: 'nestly.sid=fixed' } }, 1, 1, 0);
      await measure(
        url,
        process.pid,
        { key: 'drawn', name: 'drawn', path: '/b', next: () => ({ path: '/c', headers: { cookie: 'nestly.sid=drawn' } }) },
        1,
        1,
        0,
      );
      expect(seen.length).toBeGreaterThan(2);
      for (const headers of seen) expect(headers['accept-encoding']).toBe(BROWSER_HEADERS['accept-encoding']);
      expect(new Set(seen.map((headers) => headers.cookie))).toEqual(new Set(['nestly.sid=fixed', 'nestly.sid=drawn']));
    } finally {
      server.close();
    }
  });
});
