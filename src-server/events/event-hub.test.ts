import express from 'express';
import session from 'express-session';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub, type EventHub } from './live-events';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';

const MEMBER = 7;
let hub: EventHub;
let store: session.MemoryStore;
let server: Server;
let baseUrl: string;
const streams: EventStreamClient[] = [];

/** A bare app with sessions: /login signs in as MEMBER, /events subscribes to the hub under test. */
function hubApp() {
  const app = express();
  app.use(session({ store, secret: 'test', resave: false, saveUninitialized: false }));
  app.get('/api/login', (req, res) => {
    req.session.userId = MEMBER;
    res.end();
  });
  app.get('/api/events', (req, res) => hub.subscribe(req, res, MEMBER));
  return app;
}

beforeEach(async () => {
  hub = createEventHub({ heartbeatMs: 20, maxStreamsPerUser: 2 });
  store = new session.MemoryStore();
  server = hubApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function open(): Promise<EventStreamClient & { sessionId: string }> {
  const response = await request(server).get('/api/login');
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return { ...stream, sessionId: /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.split('=')[1]!))![1]! };
}

describe('event hub', () => {
  it('sends heartbeat comments while the session lives', async () => {
    const stream = await open();
    expect(await stream.nextComment()).toBe('heartbeat');
    expect(await stream.nextComment()).toBe('heartbeat');
  });

  it('ends the stream once the session is gone (signed out in another tab)', async () => {
    const stream = await open();
    await stream.nextComment();
    store.clear();
    await stream.ended;
    expect(hub.streamCount(MEMBER)).toBe(0);
  });

  it('forgets a stream the browser closed', async () => {
    const stream = await open();
    hub.publish(MEMBER, 'unread-count', { count: 3 });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 3 } });
    expect(hub.streamCount(MEMBER)).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(hub.streamCount(MEMBER)).toBe(0));
  });

  it('closes the oldest stream past the per-member limit', async () => {
    const first = await open();
    await open();
    await open();
    await first.ended;
    expect(hub.streamCount(MEMBER)).toBe(2);
  });

  it("closes a member's streams on demand: one session's, all but one session's, or all", async () => {
    hub = createEventHub({ heartbeatMs: 60_000, maxStreamsPerUser: 10 });
    const [a, b, c] = [await open(), await open(), await open()];
    hub.closeStreams(MEMBER, { onlySession: a.sessionId });
    await a.ended;
    expect(hub.streamCount(MEMBER)).toBe(2);
    hub.closeStreams(MEMBER, { exceptSession: c.sessionId });
    await b.ended;
    expect(hub.streamCount(MEMBER)).toBe(1);
    hub.closeStreams(MEMBER + 1);
    expect(hub.streamCount(MEMBER)).toBe(1);
    hub.closeStreams(MEMBER);
    await c.ended;
    expect(hub.streamCount(MEMBER)).toBe(0);
  });
});
