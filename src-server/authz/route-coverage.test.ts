import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiRoutesOf, type ApiRoute } from './api-routes';
import { AUTHZ_MATRIX, type MatrixRow } from './authz-matrix';

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Routes the matrix has no row for, and rows whose route the app no longer has. */
function compare(routes: ApiRoute[], rows: readonly Pick<MatrixRow, 'method' | 'path'>[]) {
  const routeKeys = new Set(routes.map(keyOf));
  const rowKeys = new Set(rows.map(keyOf));
  return {
    withoutRow: [...routeKeys].filter((key) => !rowKeys.has(key)),
    withoutRoute: [...rowKeys].filter((key) => !routeKeys.has(key)),
  };
}

let web: TestApp;
let desktop: TestApp;
beforeAll(async () => {
  web = await createTestApp();
  desktop = await createTestApp({ embedded: { launchSecret: 'coverage' } });
});
afterAll(async () => {
  await web.close();
  await desktop.close();
});

describe('the authorization matrix covers the router', () => {
  it('has a row for every /api endpoint of the site and the desktop console, and none for endpoints that are gone', () => {
    const routes = [...apiRoutesOf(web.app), ...apiRoutesOf(desktop.app)];
    expect(compare(routes, AUTHZ_MATRIX), 'add a row to src-server/authz/authz-matrix.txt for each of these').toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it('lists each endpoint once, and marks exactly the endpoints only the desktop console serves', () => {
    const keys = AUTHZ_MATRIX.map(keyOf);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const webKeys = new Set(apiRoutesOf(web.app).map(keyOf));
    expect(AUTHZ_MATRIX.filter((row) => row.isEmbeddedOnly).map(keyOf)).toEqual(keys.filter((key) => !webKeys.has(key)));
  });

  it('finds a new endpoint, however deep its router is mounted, and reports it missing', () => {
    const app = express();
    const inner = Router();
    inner.patch('/widgets/:id', (_req, res) => {
      res.end();
    });
    const api = Router();
    api.use(
      Router().get('/health', (_req, res) => {
        res.end();
      }),
    );
    api.use('/shop', inner);
    app.use('/api', api);
    app.get('/not-api', (_req, res) => {
      res.end();
    });
    const routes = apiRoutesOf(app);
    expect(routes).toEqual([
      { method: 'GET', path: '/api/health' },
      { method: 'PATCH', path: '/api/shop/widgets/:id' },
    ]);
    expect(compare(routes, [{ method: 'GET', path: '/api/health' }]).withoutRow).toEqual(['PATCH /api/shop/widgets/:id']);
  });
});
