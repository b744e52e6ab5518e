import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';

const SECRET = 'a-secret-made-at-launch';

describe('launch guard (embedded desktop server)', () => {
  let t: TestApp;
  // one listening server, so the Host the guard expects is known: 127.0.0.1:<its port>
  let server: ReturnType<TestApp['app']['listen']>;
  let host: string;

  beforeAll(async () => {
    t = await createTestApp({ embedded: { launchSecret: SECRET } });
    mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', 'photo.jpg'), 'not really a photo');
    server = await new Promise((resolve) => {
      const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers 403 to any request without the launch secret, uploads and API alike', async () => {
    for (const path of ['/api/health', '/uploads/photo.jpg', '/admin', '/api/setup']) {
      const response = await request(server).get(path);
      expect(response.status, path).toBe(403);
      expect(response.body.message).toBe('This server only answers the Nestly console that started it');
    }
  });

  it('answers 403 to a wrong or empty secret, including one that only shares a prefix', async () => {
    for (const secret of ['wrong', '', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const response = await request(server).get('/api/health').set(LAUNCH_HEADER, secret);
      expect(response.status, secret).toBe(403);
    }
  });

  it('answers 421 to a request addressed to another host, even with the secret', async () => {
    const port = host.split(':')[1];
    for (const foreign of ['evil.example', `evil.example:${port}`, `localhost:${port}`, '127.0.0.1:1']) {
      const response = await request(server).get('/api/health').set('Host', foreign).set(LAUNCH_HEADER, SECRET);
      expect(response.status, foreign).toBe(421);
    }
  });

  it('lets the shell through with its own Host and the secret', async () => {
    const response = await request(server).get('/api/health').set('Host', host).set(LAUNCH_HEADER, SECRET);
    expect(response.status).toBe(200);
    const upload = await request(server).get('/uploads/photo.jpg').set('Host', host).set(LAUNCH_HEADER, SECRET);
    expect(upload.status).toBe(200);
  });
});

describe('without the launch guard (the web server)', () => {
  it('answers without any secret', async () => {
    const t = await createTestApp();
    try {
      expect((await request(t.server).get('/api/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
