import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app';
import { AUTHZ_MATRIX, type MatrixRow } from '../authz/authz-matrix';
import { apiRoutesOf, type ApiRoute } from '../authz/api-routes';
import { buildFixture, type MatrixCall } from '../authz/matrix-fixtures';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { hostileJsonBody, hostileMultipart, hostileQuery, type MultipartForm } from '../test/hostile-input';
import { listen, type Listening } from '../test/listening';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/*
 * Every /api route of the site and of the desktop console's embedded server (read from the routers,
 * so a new one is covered without touching this file) gets
 * arbitrary JSON bodies, multipart forms and query strings, as the member the route is meant for, on
 * real rows (the authorization matrix's fixtures). No answer may be a 5xx, and none may take longer
 * than the deadline. FUZZ_RUNS sets how many extra random requests follow the two per route (100).
 */
const EXTRA_RUNS = Number(process.env['FUZZ_RUNS'] ?? 100);
const DEADLINE_MS = 10_000;

type Input = { kind: 'json'; body: string; query: string } | { kind: 'multipart'; form: MultipartForm; query: string } | { kind: 'query'; query: string };

/** An app on a loopback port, with the headers its own client always sends. */
interface Target {
  t: TestApp;
  server: Listening;
  headers: Record<string, string>;
}

interface FuzzedRoute {
  row: MatrixRow;
  on: Target;
}

let targets: Target[] = [];
let routes: FuzzedRoute[];
const tally = { requests: 0, serverErrors: 0, statuses: {} as Record<number, number> };

async function target(embedded: boolean): Promise<Target> {
  const launchSecret = 'fuzz-launch-secret';
  const t = await createTestApp(embedded ? { embedded: { launchSecret } } : {});
  const server = await listen(t.app);
  const headers: Record<string, string> = embedded ? { [LAUNCH_HEADER]: launchSecret, Host: `127.0.0.1:${server.port}` } : {};
  return { t, server, headers: { Origin: TEST_ORIGIN, ...headers } };
}

beforeAll(async () => {
  targets = [await target(false), await target(true)];
  const [web, desktop] = targets as [Target, Target];
  const rowOf = (route: ApiRoute) => AUTHZ_MATRIX.find((row) => row.method === route.method && row.path === route.path);
  const routesOf = (on: Target, embeddedOnly: boolean) =>
    apiRoutesOf(on.t.app)
      .map((route) => rowOf(route))
      // the live event stream is long-lived by design; its input is the session alone
      .filter((row): row is MatrixRow => row !== undefined && row.fixture !== 'eventStream' && row.isEmbeddedOnly === embeddedOnly)
      .map((row) => ({ row, on }));
  routes = [...routesOf(web, false), ...routesOf(desktop, true)];
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.some(({ row }) => row.isEmbeddedOnly)).toBe(true);
});
afterAll(async () => {
  for (const { t, server } of targets) {
    await server.close();
    await t.close();
  }
  if (process.env['FUZZ_REPORT'])
    console.info(`fuzz: ${tally.requests} requests, ${tally.serverErrors} answered 5xx; by status ${JSON.stringify(tally.statuses)}`);
});

/** The caller the route is for: its owner, else a member, else an admin (whoever gets past the checks). */
function callerFor({ row, on }: FuzzedRoute, call: MatrixCall): Promise<BuiltUser | undefined> | undefined {
  const { t } = on;
  const passes = (status: number) => status < 400;
  if (call.owner && passes(row.expected.owner)) return Promise.resolve(call.owner);
  if (passes(row.expected.member)) return buildUser(t.db);
  if (passes(row.expected.admin)) return buildAdmin(t.db);
  return passes(row.expected.anonymous) ? undefined : buildUser(t.db);
}

async function cookieOf(on: Target, user: BuiltUser): Promise<string> {
  const response = await request(on.server.server).post('/api/login').set(on.headers).send({ email: user.email, password: user.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function send(route: FuzzedRoute, input: Input): Promise<{ status: number; text: string }> {
  const { row, on } = route;
  const call = await buildFixture(on.t.db, row.fixture);
  const user = await callerFor(route, call);
  const path = row.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name] ?? '1')));
  const method = row.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const agent = request(on.server.server);
  let test = agent[method](input.query ? `${path}?${input.query}` : path)
    .set(on.headers)
    .timeout({ deadline: DEADLINE_MS });
  if (user) test = test.set('Cookie', await cookieOf(on, user));
  if (input.kind === 'json') test = test.set('Content-Type', 'application/json').send(input.body);
  if (input.kind === 'multipart') test = test.set('Content-Type', `multipart/form-data; boundary=${input.form.boundary}`).send(input.form.body);
  tally.requests += 1;
  // .ok(): every status is an answer here; only a missed deadline (a stall) throws
  const response = await test.ok(() => true);
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  if (response.status >= 500) tally.serverErrors += 1;
  return { status: response.status, text: response.text };
}

function inputFor({ row }: FuzzedRoute): fc.Arbitrary<Input> {
  if (row.method === 'GET') return hostileQuery.map((query) => ({ kind: 'query' as const, query }));
  return fc.oneof(
    fc.tuple(hostileJsonBody, hostileQuery).map(([body, query]) => ({ kind: 'json' as const, body, query })),
    fc.tuple(hostileMultipart, hostileQuery).map(([form, query]) => ({ kind: 'multipart' as const, form, query })),
  );
}

const neverFails = async (route: FuzzedRoute, input: Input) => {
  const { status, text } = await send(route, input);
  expect(status, `${route.row.method} ${route.row.path} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
};

describe('arbitrary input to every route', () => {
  it('is answered below 500 and within the deadline: two inputs per route, then random routes', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(inputFor(route), (input) => neverFails(route, input)),
        { numRuns: 2 },
      );
    }
    const anyRoute = fc.constantFrom(...routes).chain((route) => inputFor(route).map((input) => [route, input] as const));
    await fc.assert(
      fc.asyncProperty(anyRoute, ([route, input]) => neverFails(route, input)),
      { numRuns: EXTRA_RUNS },
    );
    expect(tally.serverErrors).toBe(0);
  }, 600_000);
});
