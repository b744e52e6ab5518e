import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorHandler } from './error-handler';
import { createLogger, readableMessage, requestLog } from './request-log';

/** A logger whose JSON lines land in an array, as a log collector would read them. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', 'json', {
    write: (line: string) => {
      lines.push(JSON.parse(line));
    },
  });
  return { logger, lines };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('request log', () => {
  it('writes one line per request with id, method, path without query, status, duration and user id', async () => {
    const { logger, lines } = capturedLogger();
    t = await createTestApp({ logger });
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    lines.length = 0;
    const response = await agent.get('/api/products?q=secret+words');
    expect(response.status).toBe(200);
    await request(t.server).get('/api/no-such-route');

    expect(lines).toHaveLength(2);
    const [signedIn, anonymous] = lines;
    expect(signedIn).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/api/products', status: 200, userId: member.id });
    expect(signedIn!['requestId']).toBe(response.headers['x-request-id']);
    expect(signedIn!['duration']).toEqual(expect.any(Number));
    expect(anonymous).toMatchObject({ path: '/api/no-such-route', status: 404, userId: null });
    // no headers, cookies or bodies in the log
    expect(JSON.stringify(lines)).not.toMatch(/cookie|secret words|password/i);
  });

  it("keeps a proxy's request id that looks like one, and makes its own otherwise", async () => {
    const { logger, lines } = capturedLogger();
    t = await createTestApp({ logger });
    const kept = await request(t.server).get('/api/health').set('X-Request-Id', 'proxy-1234-abcd');
    const replaced = await request(t.server).get('/api/health').set('X-Request-Id', 'bad id with spaces and {braces}');
    expect(kept.headers['x-request-id']).toBe('proxy-1234-abcd');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line['requestId'])).toEqual(['proxy-1234-abcd', replaced.headers['x-request-id']]);
  });

  it('answers an unexpected error with 500 and the request id, no stack; the log has the stack under that id', async () => {
    const { logger, lines } = capturedLogger();
    const app = express();
    app.use(requestLog(logger));
    app.get('/boom', () => {
      throw new Error('database exploded at line 42');
    });
    app.use(errorHandler);

    const response = await request(app).get('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error', requestId: response.headers['x-request-id'] });
    expect(response.text).not.toContain('exploded');

    const errorLine = lines.find((line) => line['msg'] === 'unhandled error');
    expect(errorLine).toMatchObject({ level: 50, requestId: response.body.requestId });
    expect((errorLine!['err'] as { stack: string }).stack).toContain('database exploded at line 42');
    expect(lines.find((line) => line['msg'] === 'request failed')).toMatchObject({ level: 50, status: 500, requestId: response.body.requestId });
  });

  it('reads as one line per request in the readable format, and keeps the request id of other events', () => {
    const request = { msg: 'request', requestId: 'r-1', method: 'GET', path: '/api/products', status: 200, duration: 12.4, userId: 5 };
    expect(readableMessage(request)).toBe('GET /api/products 200 12ms (member 5)');
    expect(readableMessage({ ...request, userId: null, status: 404 })).toBe('GET /api/products 404 12ms');
    expect(readableMessage({ msg: 'unhandled error', requestId: 'r-2' })).toBe('unhandled error (request r-2)');
    expect(readableMessage({ msg: 'Could not push the unread count' })).toBe('Could not push the unread count');
  });
});
