import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { SESSION_COOKIE } from '../app';
import { pngImage } from '../marketplace/test/photos';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { listen, type Listening } from '../test/listening';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { AUTHZ_MATRIX, CALLERS, type Caller, type MatrixRow } from './authz-matrix';
import { buildFixture, type MatrixCall } from './matrix-fixtures';

const LAUNCH_SECRET = 'matrix-launch-secret';

interface Target {
  t: TestApp;
  server: Listening;
  headers: Record<string, string>;
}

let web: Target;
let desktop: Target;

async function target(embedded: boolean): Promise<Target> {
  const t = await createTestApp(embedded ? { embedded: { launchSecret: LAUNCH_SECRET } } : {});
  const server = await listen(t.app);
  // the embedded server answers only its shell: its own Host and the launch secret
  const headers: Record<string, string> = embedded ? { [LAUNCH_HEADER]: LAUNCH_SECRET, Host: `127.0.0.1:${server.port}` } : {};
  return { t, server, headers: { Origin: TEST_ORIGIN, ...headers } };
}

beforeAll(async () => {
  web = await target(false);
  desktop = await target(true);
});
afterAll(async () => {
  for (const { t, server } of [web, desktop]) {
    await server.close();
    await t.close();
  }
});

async function cookieOf(on: Target, user: BuiltUser): Promise<string> {
  const response = await request(on.server.server).post('/api/login').set(on.headers).send({ email: user.email, password: user.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return cookie.split(';')[0]!;
}

/** Who makes the call: nobody, a new member, the fixture's owner, or a new admin. */
async function callerUser(on: Target, caller: Caller, call: MatrixCall): Promise<BuiltUser | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'owner' && call.owner) return call.owner;
  return caller === 'admin' ? buildAdmin(on.t.db) : buildUser(on.t.db);
}

const pathOf = (row: MatrixRow, call: MatrixCall) =>
  row.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`the fixture ${row.fixture} gives no :${name} for ${row.path}`);
    return encodeURIComponent(String(value));
  });

/** The status of an event stream: read from the response head, then the stream is closed. */
function streamStatus(on: Target, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = httpRequest({ host: '127.0.0.1', port: on.server.port, path, headers: { ...on.headers, ...headers } }, (response) => {
      resolve(response.statusCode ?? 0);
      stream.destroy();
    });
    stream.on('error', (error) => {
      if (!stream.destroyed) reject(error);
    });
    stream.end();
  });
}

async function statusOf(on: Target, row: MatrixRow, call: MatrixCall, cookie: string | undefined): Promise<number> {
  const path = pathOf(row, call);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (call.isStream) return streamStatus(on, path, headers);
  const test = request(on.server.server)[row.method.toLowerCase() as 'get'](path).set(on.headers).set(headers);
  if (call.photoField) return (await test.attach(call.photoField, await pngImage(), 'photo.png')).status;
  return (await (call.body ? test.send(call.body) : test)).status;
}

const byRow = AUTHZ_MATRIX.map((row) => [`${row.method} ${row.path}`, row] as const);

describe('the authorization matrix', () => {
  it.each(byRow)('%s answers each caller as the matrix says', async (_name, row) => {
    const on = row.isEmbeddedOnly ? desktop : web;
    const hasOwner = (await buildFixture(on.t.db, row.fixture)).owner !== undefined;
    // without an owner, 'owner' and 'other' are just members: the row must say the same for them
    if (!hasOwner)
      expect([row.expected.owner, row.expected.other], 'owner and other of a row about nothing owned').toEqual([row.expected.member, row.expected.member]);
    const callers = CALLERS.filter((caller) => (hasOwner ? caller !== 'member' : caller !== 'owner' && caller !== 'other'));
    if (hasOwner) expect(row.expected.member, 'member and other of a row about something owned').toBe(row.expected.other);

    const answers: Partial<Record<Caller, number>> = {};
    const expected: Partial<Record<Caller, number>> = {};
    for (const caller of callers) {
      const call = await buildFixture(on.t.db, row.fixture);
      const user = await callerUser(on, caller, call);
      answers[caller] = await statusOf(on, row, call, user ? await cookieOf(on, user) : undefined);
      expected[caller] = row.expected[caller];
    }
    expect(answers).toEqual(expected);
  });
});
