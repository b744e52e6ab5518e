import { describe, expect, it } from 'vitest';
import { AUTHZ_MATRIX, readMatrix } from './authz-matrix';

const HEADER = 'method  path  anon  member owner other admin fixture server';

describe('the authorization table', () => {
  it('reads a row into statuses per caller, its fixture and its server', () => {
    const [row] = readMatrix(`# a comment\n${HEADER}\nPATCH /api/users/:id 401 403 200 403 200 profile any\n`);
    expect(row).toEqual({
      method: 'PATCH',
      path: '/api/users/:id',
      expected: { anonymous: 401, member: 403, owner: 200, other: 403, admin: 200 },
      fixture: 'profile',
      isEmbeddedOnly: false,
    });
  });

  it('reads "-" as the fixture for a call about nothing, and "desktop" as embedded only', () => {
    expect(readMatrix('GET /api/setup 200 200 200 200 200 - desktop')[0]).toMatchObject({ fixture: 'nothing', isEmbeddedOnly: true });
  });

  it.each([
    ['GET /api/health 200 200 200 200 -', 'line 1: expected 9 columns'],
    ['FETCH /api/health 200 200 200 200 200 - any', 'line 1: unknown method FETCH'],
    ['GET /api/health 200 200 2OO 200 200 - any', 'line 1: 2OO is not a status'],
    ['GET /api/health 200 200 200 200 200 toString any', 'line 1: no fixture named toString'],
    ['GET /api/health 200 200 200 200 200 - web', 'line 1: server is "any" or "desktop"'],
  ])('refuses %s with the line and what is wrong', (line, message) => {
    expect(() => readMatrix(line)).toThrow(message);
  });

  it('holds one row per endpoint', () => {
    const keys = AUTHZ_MATRIX.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
