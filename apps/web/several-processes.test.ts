import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../database/migrations/index';
import { openEventStream, type EventStreamClient } from '../../src-server/messaging/test/event-stream';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../src-server/test/test-database';
import { serverChildren, spawnServer, type ServerProcess } from './test/server-process';

// behind a proxy every process answers for the one public address, and writes must come from it
const ORIGIN = 'https://nestly.example';
const describeOnPostgres = onPostgres ? describe : describe.skip;
const needsPostgres = onPostgres ? '' : ' (needs PostgreSQL: runs under npm run test:pg)';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookie?: string;
}

async function call(server: ServerProcess, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, cookie: setCookie };
}

async function register(server: ServerProcess, email: string): Promise<{ id: number; cookie: string }> {
  const answer = await call(server, '/api/register', { body: { email, password: 'sleepless1' } });
  if (answer.status !== 201 || !answer.cookie) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: Number(answer.body['id']), cookie: answer.cookie };
}

/** The next event on the stream, or a failure once `ms` have passed without one. */
function nextWithin(stream: EventStreamClient, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no event within ${ms} ms`)), ms);
  });
  return Promise.race([stream.next(), late]).finally(() => clearTimeout(timer));
}

describeOnPostgres(`two server processes on one PostgreSQL database and one data folder${needsPostgres}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // an empty database and data folder: both processes migrate and make the session secret at once
    database = await createTestDatabase({ migrated: false });
    dataDir = mkdtempSync(join(tmpdir(), 'nestly-processes-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_DIR: dataDir, PUBLIC_ORIGIN: ORIGIN, LOGIN_RATE_LIMIT: '3' };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    await Promise.all([a.printed('Nestly is running at'), b.printed('Nestly is running at')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrated the database once between them', async () => {
    const applied = await database.db('knex_migrations').pluck('name');
    expect(applied.sort()).toEqual(await migrationSource.getMigrations([]));
  });

  it('keep a member signed in through A signed in on B, and signed out on both through either', async () => {
    const member = await register(a, 'through-a@example.com');
    const onB = await call(b, '/api/auth/me', { cookie: member.cookie });
    expect([onB.status, onB.body['email']]).toEqual([200, 'through-a@example.com']);
    expect((await call(b, '/api/logout', { body: {}, cookie: member.cookie })).status).toBeLessThan(300);
    expect((await call(a, '/api/auth/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('hold the sign-in limit across both: failures through A and B add up', async () => {
    await register(a, 'guessed@example.com');
    const guesses = [
      await call(a, '/api/login', { body: { email: 'guessed@example.com', password: 'wrong-1' } }),
      await call(b, '/api/login', { body: { email: 'guessed@example.com', password: 'wrong-2' } }),
      await call(a, '/api/login', { body: { email: 'guessed@example.com', password: 'wrong-3' } }),
    ];
    expect(guesses.map((answer) => answer.status)).toEqual([401, 401, 401]);
    const right = await call(b, '/api/login', { body: { email: 'guessed@example.com', password: 'sleepless1' } });
    expect([right.status, right.body]).toEqual([429, { code: 'rate_limited', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }]);
  });

  it("bring a message sent through B to the member's open stream on A within a second", async () => {
    const [recipient, sender] = [await register(a, 'reader@example.com'), await register(b, 'writer@example.com')];
    const stream = await openEventStream(a.url, recipient.cookie);
    try {
      expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
      const conversation = await call(b, '/api/conversations', { body: { recipient_id: recipient.id }, cookie: sender.cookie });
      const sent = await call(b, `/api/conversations/${String(conversation.body['id'])}/messages`, {
        body: { content: 'Is the stroller still there?' },
        cookie: sender.cookie,
      });
      expect(sent.status).toBe(201);
      const arrived = await nextWithin(stream, 1000);
      expect(arrived).toMatchObject({
        event: 'message',
        data: { conversationId: conversation.body['id'], message: { content: 'Is the stroller still there?' } },
      });
      expect(await nextWithin(stream, 1000)).toEqual({ event: 'unread-count', data: { count: 1 } });
      // signing out through B ends the stream held open by A
      await call(b, '/api/logout', { body: {}, cookie: recipient.cookie });
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});

describeOnPostgres(`WEB_CONCURRENCY=2 on PostgreSQL${needsPostgres}`, () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  it('runs two server processes behind one address, migrated once, and replaces one that dies', async () => {
    const database = await createTestDatabase({ migrated: false });
    stops.push(database.close);
    const dataDir = mkdtempSync(join(tmpdir(), 'nestly-cluster-'));
    stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_DIR: dataDir, WEB_CONCURRENCY: '2' });
    stops.push(server.stop);
    expect(await server.printed('Nestly is running at')).toContain(`Nestly is running at ${server.url} (2 processes)`);
    expect(await database.db('knex_migrations').pluck('name')).toEqual(await migrationSource.getMigrations([]));
    const workers = serverChildren(server.child.pid!);
    expect(workers).toHaveLength(2);

    process.kill(workers[0]!, 'SIGKILL');
    await server.printed('serving in place of the one that stopped');
    expect(serverChildren(server.child.pid!).filter((pid) => pid !== workers[0])).toHaveLength(2);
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});

describe('WEB_CONCURRENCY on SQLite', () => {
  it('is refused with what to do instead', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nestly-cluster-'));
    try {
      const server = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIR: dataDir, WEB_CONCURRENCY: '3' });
      await new Promise((done) => server.child.once('exit', done));
      expect(server.child.exitCode).toBe(1);
      expect(server.output()).toContain('WEB_CONCURRENCY=3 needs PostgreSQL');
      expect(server.output()).toContain('leave WEB_CONCURRENCY unset to run one process');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
