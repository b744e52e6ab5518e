import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/admin/content-preview', () => {
  it('answers the HTML as saving would keep it', async () => {
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const response = await admin
      .post('/api/admin/content-preview')
      .send({ html: '<h1>Title</h1><p onclick="x()">Hi <b>there</b></p><script>alert(1)</script>' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ html: '<h2>Title</h2><p>Hi <strong>there</strong></p>' });
  });

  it('is for admins only, and refuses what is not text', async () => {
    expect((await request(t.server).post('/api/admin/content-preview').set('Origin', TEST_ORIGIN).send({ html: '<p>x</p>' })).status).toBe(401);
    expect((await (await signedInAgent(t, await buildUser(t.db))).post('/api/admin/content-preview').send({ html: '<p>x</p>' })).status).toBe(403);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.post('/api/admin/content-preview').send({ html: { a: 1 } })).status).toBe(400);
  });
});
