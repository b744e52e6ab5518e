import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { API_VERSION } from '../../src-shared/api-version';
import { createTestApp, type TestApp } from '../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the server version and the API version a console checks', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', version, apiVersion: API_VERSION });
    expect(Number.isInteger(response.body.apiVersion)).toBe(true);
  });
});
