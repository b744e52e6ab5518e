import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { AUTHZ_MATRIX, type MatrixRow } from '../authz/authz-matrix';
import { apiRoutesOf, type ApiRoute } from '../authz/api-routes';
import { buildFixture, type MatrixCall } from '../authz/matrix-fixtures';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { hostileJsonBody, hostileMultipart, hostileQuery, type MultipartForm } from '../test/hostile-input';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/*
 * Every /api route (read from the router, so a new one is covered without touching this file) gets
 * arbitrary JSON bodies, multipart forms and query strings, as the member the route is meant for, on
 * real rows (the authorization matrix's fixtures). No answer may be a 5xx, and none may take longer
 * than the deadline. FUZZ_RUNS sets how many extra random requests follow the two per route (100).
 */
const EXTRA_RUNS = Number(process.env['FUZZ_RUNS'] ?? 100);
const DEADLINE_MS = 10_000;

type Input = { kind: 'json'; body: string; query: string } | { kind: 'multipart'; form: MultipartForm; query: string } | { kind: 'query'; query: string };

let t: TestApp;
let routes: MatrixRow[];
const tally = { requests: 0, serverErrors: 0, statuses: {} as Record<number, number> };

beforeAll(async () => {
  t = await createTestApp();
  const served = apiRoutesOf(t.app);
  const rowOf = (route: ApiRoute) => AUTHZ_MATRIX.find((row) => row.method === route.method && row.path === route.path);
  // the live event stream is long-lived by design; its input is the session alone
  routes = served.map((route) => rowOf(route)).filter((row): row is MatrixRow => row !== undefined && row.fixture !== 'eventStream');
  expect(routes.length).toBeGreaterThan(40);
});
afterAll(async () => {
  await t.close();
  if (process.env['FUZZ_REPORT']) console.info(`fuzz: ${tally.requests} requests, ${tally.serverErrors} answered 5xx; by status ${JSON.stringify(tally.statuses)}`);
});

/** The caller the route is for: its owner, else a member, else an admin (whoever gets past the checks). */
function callerFor(row: MatrixRow, call: MatrixCall): Promise<BuiltUser | undefined> | undefined {
  const passes = (status: number) => status < 400;
  if (call.owner && passes(row.expected.owner)) return Promise.resolve(call.owner);
  if (passes(row.expected.member)) return buildUser(t.db);
  if (passes(row.expected.admin)) return buildAdmin(t.db);
  return passes(row.expected.anonymous) ? undefined : buildUser(t.db);
}

async function cookieOf(user: BuiltUser): Promise<string> {
  const response = await request(t.app).post('/api/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password: user.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function send(row: MatrixRow, input: Input): Promise<{ status: number; text: string }> {
  const call = await buildFixture(t.db, row.fixture);
  const user = await callerFor(row, call);
  const path = row.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name] ?? '1')));
  const method = row.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  let test = request(t.app)[method](input.query ? `${path}?${input.query}` : path)
    .set('Origin', TEST_ORIGIN)
    .timeout({ deadline: DEADLINE_MS });
  if (user) test = test.set('Cookie', await cookieOf(user));
  if (input.kind === 'json') test = test.set('Content-Type', 'application/json').send(input.body);
  if (input.kind === 'multipart') test = test.set('Content-Type', `multipart/form-data; boundary=${input.form.boundary}`).send(input.form.body);
  tally.requests += 1;
  // .ok(): every status is an answer here; only a missed deadline (a stall) throws
  const response = await test.ok(() => true);
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  if (response.status >= 500) tally.serverErrors += 1;
  return { status: response.status, text: response.text };
}

function inputFor(row: MatrixRow): fc.Arbitrary<Input> {
  if (row.method === 'GET') return hostileQuery.map((query) => ({ kind: 'query' as const, query }));
  return fc.oneof(
    fc.tuple(hostileJsonBody, hostileQuery).map(([body, query]) => ({ kind: 'json' as const, body, query })),
    fc.tuple(hostileMultipart, hostileQuery).map(([form, query]) => ({ kind: 'multipart' as const, form, query })),
  );
}

const neverFails = async (row: MatrixRow, input: Input) => {
  const { status, text } = await send(row, input);
  expect(status, `${row.method} ${row.path} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
};

describe('arbitrary input to every route', () => {
  it('is answered below 500 and within the deadline: two inputs per route, then random routes', async () => {
    for (const row of routes) {
      await fc.assert(fc.asyncProperty(inputFor(row), (input) => neverFails(row, input)), { numRuns: 2 });
    }
    const anyRoute = fc.constantFrom(...routes).chain((row) => inputFor(row).map((input) => [row, input] as const));
    await fc.assert(fc.asyncProperty(anyRoute, ([row, input]) => neverFails(row, input)), { numRuns: EXTRA_RUNS });
    expect(tally.serverErrors).toBe(0);
  }, 600_000);
});
