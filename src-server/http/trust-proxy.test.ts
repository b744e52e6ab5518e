import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(overrides: Partial<AppDeps>): Promise<TestApp> {
  const app = await createTestApp({ loginRateLimit: 1, ...overrides });
  apps.push(app);
  return app;
}

/** A failed sign-in for a new member (so only the address allowance, 10 here, is in play), claiming an address. */
async function failedSignIn(t: TestApp, forwardedFor: string): Promise<number> {
  const member = await buildUser(t.db);
  const response = await t.agent().post('/api/login').set('X-Forwarded-For', forwardedFor).send({ email: member.email, password: 'wrong-pass' });
  return response.status;
}

describe('X-Forwarded-For', () => {
  // TRUST_PROXY=1 believed the header from anyone: a direct client named a new address each time
  it('is ignored from a client that is not a configured proxy, so it cannot escape the limits', async () => {
    const t = await appWith({ trustProxy: ['10.0.0.0/8'] });
    const statuses = [];
    for (let i = 1; i <= 11; i += 1) statuses.push(await failedSignIn(t, `198.51.100.${i}`));
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('is ignored when no proxy is configured', async () => {
    const t = await appWith({});
    const statuses = [];
    for (let i = 1; i <= 11; i += 1) statuses.push(await failedSignIn(t, `198.51.100.${i}`));
    expect(statuses.at(-1)).toBe(429);
  });

  it('names the client when a configured proxy sends it: its last untrusted address counts', async () => {
    const t = await appWith({ trustProxy: ['loopback'] });
    // what the client wrote comes first; the proxy appends the address it saw
    for (let i = 0; i < 10; i += 1) expect(await failedSignIn(t, `192.0.2.${i}, 203.0.113.7`)).toBe(401);
    expect(await failedSignIn(t, '192.0.2.99, 203.0.113.7')).toBe(429);
    expect(await failedSignIn(t, '203.0.113.8')).toBe(401);
  });
});
