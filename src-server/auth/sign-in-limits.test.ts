import type { Store } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { waitText } from '../http/rate-limit';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(overrides: Partial<AppDeps>): Promise<TestApp> {
  const app = await createTestApp(overrides);
  apps.push(app);
  return app;
}

function signIn(t: TestApp, email: string, password: string, forwardedFor?: string) {
  const call = t.agent().post('/api/login');
  if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
  return call.send({ email, password });
}

const TOO_MANY = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

describe('failed sign-ins per account and address', () => {
  it('stop an account from an address after LOGIN_RATE_LIMIT failures there, whatever the password, and count only failures', async () => {
    const t = await appWith({ loginRateLimit: 3 });
    const member = await buildUser(t.db);
    expect((await signIn(t, member.email, member.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn(t, member.email, 'wrong-pass')).status).toBe(401);
    const blocked = await signIn(t, ` ${member.email.toUpperCase()} `, member.password);
    expect([blocked.status, blocked.body]).toEqual([429, { code: 'rate_limited', message: TOO_MANY }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('do not stop other members behind the same address', async () => {
    const t = await appWith({ loginRateLimit: 2 });
    const [careless, other] = [await buildUser(t.db), await buildUser(t.db)];
    for (let i = 0; i < 2; i += 1) await signIn(t, careless.email, 'wrong-pass');
    expect((await signIn(t, careless.email, careless.password)).status).toBe(429);
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
  });

  it("never lock the owner out of their correct password with someone else's guesses, however many and from wherever", async () => {
    const t = await appWith({ loginRateLimit: 2, trustProxy: ['loopback'] });
    const member = await buildUser(t.db);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await signIn(t, member.email, `wrong-${i}`, address)).status);
      expect(answers).toEqual([401, 401, 429, 429]);
    }
    expect((await signIn(t, member.email, member.password, '198.51.100.20')).status).toBe(200);
  });

  it('answer "too many attempts" alike whether or not the account exists', async () => {
    const t = await appWith({ loginRateLimit: 2 });
    const member = await buildUser(t.db);
    const tries = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await signIn(t, email, 'wrong-pass'));
      return answers;
    };
    const [existing, missing] = [await tries(member.email), await tries('nobody-here@example.com')];
    const seen = (answers: Awaited<ReturnType<typeof tries>>) =>
      answers.map((answer) => [answer.status, answer.body, Math.round(Number(answer.headers['retry-after'] ?? 0) / 60)]);
    expect(seen(existing)).toEqual(seen(missing));
    expect(seen(existing).at(-1)).toEqual([429, { code: 'rate_limited', message: TOO_MANY }, 15]);
  });

  it('start afresh after a successful sign-in', async () => {
    const t = await appWith({ loginRateLimit: 2 });
    const member = await buildUser(t.db);
    await signIn(t, member.email, 'wrong-pass');
    expect((await signIn(t, member.email, member.password)).status).toBe(200);
    const after = [await signIn(t, member.email, 'wrong-pass'), await signIn(t, member.email, 'wrong-pass')];
    expect(after.map((response) => response.status)).toEqual([401, 401]);
  });
});

describe('failed sign-ins per address', () => {
  it('never count the attempts a limit refused: one member retrying a locked account does not lock out the household', async () => {
    const t = await appWith({ loginRateLimit: 1 });
    const [careless, other] = [await buildUser(t.db), await buildUser(t.db)];
    expect((await signIn(t, careless.email, 'wrong-pass')).status).toBe(401);
    for (let i = 0; i < 15; i += 1) expect((await signIn(t, careless.email, i % 2 ? careless.password : 'wrong-pass')).status).toBe(429);
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
  });

  it('allow ten times the per-account number, across accounts, then stop the address', async () => {
    const t = await appWith({ loginRateLimit: 1 });
    const member = await buildUser(t.db);
    // members, not unknown emails: those are checked against a full-cost hash, slow on purpose
    for (let i = 0; i < 10; i += 1) expect((await signIn(t, (await buildUser(t.db)).email, 'wrong-pass')).status).toBe(401);
    const blocked = await signIn(t, member.email, member.password);
    expect([blocked.status, blocked.body]).toEqual([429, { code: 'rate_limited', message: TOO_MANY }]);
  });
});

/** Counts like the memory store, but every counter resets a fixed time from now: the wait the message must tell. */
function storeResettingIn(ms: number): Store {
  const hits = new Map<string, number>();
  return {
    localKeys: true,
    increment: (key) => {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return { totalHits: hits.get(key)!, resetTime: new Date(Date.now() + ms) };
    },
    decrement: (key) => {
      hits.set(key, Math.max(0, (hits.get(key) ?? 0) - 1));
    },
    resetKey: (key) => {
      hits.delete(key);
    },
  };
}

describe('the 429 message', () => {
  it("tells how long to wait, from the counter's real reset time", async () => {
    const t = await appWith({ loginRateLimit: 1, rateLimitStore: () => storeResettingIn(11 * 60_000 + 30_000) });
    const member = await buildUser(t.db);
    await signIn(t, member.email, 'wrong-pass');
    const blocked = await signIn(t, member.email, 'wrong-pass');
    expect(blocked.body).toEqual({ code: 'rate_limited', message: 'Too many failed sign-in attempts. Please try again in 12 minutes.' });
  });

  it.each([
    [0, '1 minute'],
    [20_000, '1 minute'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [59 * 60_000, '59 minutes'],
    [60 * 60_000, '1 hour'],
    [61 * 60_000, '2 hours'],
  ])('puts %i ms as %s', (ms, text) => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(waitText(new Date(now + ms), now)).toBe(text);
  });
});
