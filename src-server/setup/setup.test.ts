import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../database/seeds/demo';
import { verifyPassword } from '../auth/passwords';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { buildAdmin, buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { DemoDataLoader } from './embedded-deps';

const SECRET = 'launch-secret-for-tests';
const OWNER = { email: ' Owner@Example.com ', password: 'owner-password-1', displayName: 'The Owner' };

let t: TestApp;
let demoLoads = 0;
const fakeDemo: DemoDataLoader = {
  emails: ['demo@nestly.test'],
  load: async () => {
    demoLoads += 1;
    return true;
  },
};

/** An agent the way the console's window talks: launch secret and our Origin on every request. */
const consoleAgent = () => t.agent().set(LAUNCH_HEADER, SECRET);
const admins = async () => t.db('users').where({ role: 'admin' }).select('email', 'display_name', 'password_hash');

describe('first-run setup on an embedded server', () => {
  beforeEach(async () => {
    demoLoads = 0;
    t = await createTestApp({ embedded: { launchSecret: SECRET, demoData: fakeDemo } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('says setup is needed while no admin exists, and not once one does', async () => {
    await buildUser(t.db);
    expect((await consoleAgent().get('/api/setup')).body).toEqual({ isNeeded: true });
    await buildAdmin(t.db);
    expect((await consoleAgent().get('/api/setup')).body).toEqual({ isNeeded: false });
  });

  it("creates the owner's admin account, signs the owner in and leaves the demo data out", async () => {
    const agent = consoleAgent();
    const response = await agent.post('/api/setup').send(OWNER);
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'owner@example.com', role: 'admin', displayName: 'The Owner' });
    expect(response.body.isDemoLoaded).toBe(false);
    expect(demoLoads).toBe(0);

    const [owner] = await admins();
    expect(await verifyPassword(OWNER.password, owner!.password_hash)).toBe(true);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    expect((await consoleAgent().get('/api/setup')).body).toEqual({ isNeeded: false });
  });

  it('loads the demo data only when asked', async () => {
    const response = await consoleAgent()
      .post('/api/setup')
      .send({ ...OWNER, loadDemoData: true });
    expect(response.status).toBe(201);
    expect(response.body.isDemoLoaded).toBe(true);
    expect(demoLoads).toBe(1);
  });

  it('refuses a second setup once an admin exists and changes nothing', async () => {
    await consoleAgent().post('/api/setup').send(OWNER).expect(201);
    const response = await consoleAgent().post('/api/setup').send({ email: 'intruder@example.com', password: 'intruder-pass-1' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This console already has an admin account. Sign in instead.');
    expect((await admins()).map((row) => row.email)).toEqual(['owner@example.com']);
  });

  it('lets only one of two simultaneous setups through', async () => {
    const [first, second] = await Promise.all([
      consoleAgent().post('/api/setup').send(OWNER),
      consoleAgent().post('/api/setup').send({ email: 'other@example.com', password: 'other-password-1' }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    expect(await admins()).toHaveLength(1);
  });

  it('refuses an email that an existing member or a demo account uses', async () => {
    const member = await buildUser(t.db);
    const taken = await consoleAgent()
      .post('/api/setup')
      .send({ ...OWNER, email: member.email });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: 'An account with this email already exists' });
    const demo = await consoleAgent()
      .post('/api/setup')
      .send({ ...OWNER, email: 'demo@nestly.test', loadDemoData: true });
    expect(demo.status).toBe(409);
    expect(demo.body.errors.email).toBe('This email belongs to a demo account; please use your own');
    expect(demoLoads).toBe(0);
    expect(await admins()).toEqual([]);
  });

  it('answers bad input with 400 and field errors, and creates nothing', async () => {
    const cases: unknown[] = [
      {},
      { email: 'not-an-email', password: 'long-enough-1' },
      { email: 'a@example.com', password: 'short' },
      { email: ['a@example.com'], password: 'long-enough-1' },
      { email: 'a@example.com', password: 'long-enough-1', loadDemoData: 'sometimes' },
      { email: 'a@example.com', password: 'x'.repeat(200) },
    ];
    for (const body of cases) {
      const response = await consoleAgent()
        .post('/api/setup')
        .send(body as object);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const odd = await consoleAgent().post('/api/setup').set('Content-Type', 'application/json').send(`{"${key}": {"role": "admin"}}`);
      expect(odd.status, key).toBe(400);
    }
    expect(await admins()).toEqual([]);
  });

  it('ignores odd extra keys such as a role', async () => {
    const response = await consoleAgent()
      .post('/api/setup')
      .send({ ...OWNER, role: 'user', id: 999, 'weird key': 1 });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('admin');
    expect(response.body.user.id).not.toBe(999);
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await consoleAgent().post('/api/setup').send({ email: 'bad' })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('setup with the real demo data', () => {
  it("loads the demo into the empty database before the owner's account", async () => {
    // the loader is what src-main/server-entry.ts passes: the real seed on the app's own database
    const demoData: DemoDataLoader = {
      emails: DEMO_ACCOUNTS.map((account) => account.email),
      load: async (db) => (await seedDemo(db, { uploadsDir: join(t.dataDir, 'uploads') })).seeded,
    };
    t = await createTestApp({ embedded: { launchSecret: SECRET, demoData } });
    try {
      const response = await consoleAgent()
        .post('/api/setup')
        .send({ ...OWNER, loadDemoData: true });
      expect(response.status).toBe(201);
      expect(response.body.isDemoLoaded).toBe(true);
      expect(Number((await t.db('products').count({ n: '*' }))[0]!.n)).toBeGreaterThanOrEqual(30);
      expect((await admins()).map((row) => row.email).sort()).toEqual(['admin@nestly.test', 'owner@example.com']);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('setup on a server without the launch guard', () => {
  it('does not exist', async () => {
    t = await createTestApp();
    try {
      const response = await t.agent().post('/api/setup').send(OWNER);
      expect(response.status).toBe(404);
      expect((await t.agent().get('/api/setup')).status).toBe(404);
      expect(await admins()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
