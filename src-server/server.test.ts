import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, type Config } from './config';
import { nowIso } from './db/time';
import { KEEP_ALIVE_MS, startServer, type RunningServer } from './server';
import { accepts, rawRequest } from './test/listening';
import { freePort } from './test/free-port';

let dataDir: string;
let running: RunningServer | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'nestly-server-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><html><head><title>Nestly</title>\n  </head><body></body></html>');
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

function config(env: Record<string, string> = {}): Config {
  return { ...configFromEnv({ DATA_DIR: dataDir, WEB_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, dataDir), host: '127.0.0.1', port: 0 };
}

const portOf = (url: string) => Number(new URL(url).port);
const meta = (html: string, key: string) => new RegExp(`<(?:meta (?:property|name)="${key}" content|link rel="${key}" href)="([^"]*)"`).exec(html)?.[1];

async function withPost(server: RunningServer): Promise<void> {
  const now = nowIso();
  await server.db('blogs').insert({ slug: 'bedtime', title: 'Bedtime', content: '<p>Calm.</p>', created_at: now, updated_at: now });
}

describe('idle connections', () => {
  // at Node's 5 s a client reusing a connection as the server closed it got ECONNRESET
  it('stay open 65 s, longer than proxies keep theirs, and the answers say so', async () => {
    running = await startServer(config());
    const answer = await rawRequest(portOf(running.url), '/api/health').response;
    expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  });
});

describe('closing', () => {
  /** A sign-up; with `bodyLater`, its body waits for sendBody() (`continued` tells that the server has taken the request). */
  const signUp = (port: number, origin: string, email: string, { bodyLater = false } = {}) => {
    const body = JSON.stringify({ email, password: 'sleepless1' });
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: origin, Expect: '100-continue' };
    const request = rawRequest(port, '/api/register', { method: 'POST', headers, body: bodyLater ? undefined : body, keepOpen: bodyLater });
    return { ...request, sendBody: () => request.end(body) };
  };

  // SIGTERM cut every connection at once: a rolling restart dropped the requests in flight, and a write's sender never heard of it
  it('lets a request in flight finish, answering it with its connection closed, and refuses new connections', async () => {
    running = await startServer(config());
    const port = portOf(running.url);
    const inFlight = signUp(port, running.url, 'late@example.com', { bodyLater: true });
    await inFlight.continued;
    const closing = running.close();
    inFlight.sendBody();
    const answer = await inFlight.response;
    expect([answer.status, answer.headers.connection]).toEqual([201, 'close']);
    await closing;
    expect(await accepts(port)).toBe(false);
    running = undefined;
  });

  // an open event stream never ends by itself, so it held the close until its connection was cut
  it('ends event streams at once, cleanly: the browser connects again to a server still running', async () => {
    running = await startServer(config());
    const port = portOf(running.url);
    const signedUp = await signUp(port, running.url, 'listener@example.com').response;
    expect(signedUp.status).toBe(201);
    const cookie = String(signedUp.headers['set-cookie']?.[0]).split(';')[0]!;
    const stream = rawRequest(port, '/api/events', { headers: { Cookie: cookie } });
    await stream.started;
    await running.close();
    const ended = await stream.response;
    expect([ended.status, ended.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
    running = undefined;
  });
});

describe("the site's origin", () => {
  // without PUBLIC_ORIGIN the request's Host went into og:url, canonical and the share links
  it('is the start address in share links, whatever Host a request carries', async () => {
    running = await startServer(config());
    await withPost(running);
    const page = await rawRequest(portOf(running.url), '/blog/post/bedtime', { headers: { Host: 'evil.example' } }).response;
    expect(meta(page.body, 'og:url')).toBe(`${running.url}/blog/post/bedtime`);
    expect(meta(page.body, 'canonical')).toBe(`${running.url}/blog/post/bedtime`);
    expect(page.body).not.toContain('evil.example');
  });

  it('is PUBLIC_ORIGIN when it is set', async () => {
    running = await startServer(config({ PUBLIC_ORIGIN: 'https://nestly.example' }));
    await withPost(running);
    const page = await rawRequest(portOf(running.url), '/blog/post/bedtime', { headers: { Host: 'evil.example' } }).response;
    expect(meta(page.body, 'og:url')).toBe('https://nestly.example/blog/post/bedtime');
  });

  // the guard compared Origin with the request's own Host: a page on a name pointed at this server agrees with itself
  it("is what a write's Origin must match; a Host that agrees with a foreign Origin proves nothing", async () => {
    running = await startServer(config());
    const register = (headers: Record<string, string>, email: string) =>
      rawRequest(portOf(running!.url), '/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: 'sleepless1' }),
      }).response;
    const forged = await register({ Host: 'evil.example', Origin: 'http://evil.example' }, 'forged@example.com');
    expect([forged.status, JSON.parse(forged.body)]).toEqual([403, { code: 'cross_site', message: 'Cross-site request refused' }]);
    const own = await register({ Origin: running.url }, 'own@example.com');
    expect(own.status).toBe(201);
    expect(await running.db('users').pluck('email')).toEqual(['own@example.com']);
  });
});

describe('startServer', () => {
  // npm start listened first and seeded after, so the first visitors saw an empty site
  it('runs prepare after the migrations and before it listens', async () => {
    const port = await freePort();
    let wasListening: boolean | undefined;
    running = await startServer(
      { ...config(), port },
      {
        prepare: async (db) => {
          wasListening = await accepts(port);
          await db('categories').insert({ name: 'Strollers', slug: 'strollers' });
        },
      },
    );
    expect(wasListening).toBe(false);
    const first = await rawRequest(port, '/api/categories').response;
    expect(JSON.parse(first.body)).toMatchObject([{ slug: 'strollers' }]);
  });

  // SQLite planned every list without statistics, reading a wide price range whole to sort it
  it('gives the query planner its statistics before it listens', async () => {
    running = await startServer(config(), { prepare: (db) => db('categories').insert({ name: 'Strollers', slug: 'strollers' }) });
    const analysed: { tbl: string }[] = await running.db('sqlite_stat1').distinct('tbl');
    expect(analysed.map((row) => row.tbl)).toContain('categories');
  });

  it('does not listen when prepare fails', async () => {
    const port = await freePort();
    await expect(
      startServer(
        { ...config(), port },
        {
          prepare: async () => {
            throw new Error('seed failed');
          },
        },
      ),
    ).rejects.toThrow('seed failed');
    expect(await accepts(port)).toBe(false);
  });
});
