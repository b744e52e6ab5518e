import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { API_VERSION } from '../../src-shared/api-version';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOT_READY } from './health.routes';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the server version and the API version a console checks', async () => {
    const response = await request(t.server).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', version, apiVersion: API_VERSION });
    expect(Number.isInteger(response.body.apiVersion)).toBe(true);
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 while the database answers, and 503 once it does not; liveness stays 200', async () => {
    const t = await createTestApp();
    try {
      const ready = await request(t.server).get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
      await t.db.destroy();
      const gone = await request(t.server).get('/api/health/ready');
      expect(gone.status).toBe(503);
      expect(gone.body).toEqual({ status: 'unavailable', message: NOT_READY });
      expect((await request(t.server).get('/api/health')).status).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
