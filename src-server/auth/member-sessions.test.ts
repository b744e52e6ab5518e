import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../messaging/test/event-stream';
import { buildUser, type BuiltUser } from '../test/factories';
import { sessionCookieOf } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMemberSessions, type MemberSessions } from './member-sessions';
import { KnexSessionStore } from './session-store';

let t: TestApp;
let server: Server;
let baseUrl: string;
let sessions: MemberSessions;
const streams: EventStreamClient[] = [];

beforeEach(async () => {
  t = await createTestApp();
  sessions = createMemberSessions(new KnexSessionStore(t.db, 0), t.events);
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Two signed-in browsers of one member, each with its event stream open. */
async function twoBrowsers(member: BuiltUser) {
  const cookies = [await sessionCookieOf(t, member), await sessionCookieOf(t, member)];
  const open = await Promise.all(cookies.map((cookie) => openEventStream(baseUrl, cookie)));
  streams.push(...open);
  await Promise.all(open.map((stream) => stream.next()));
  return { cookies, open };
}

/** The session id inside a signed cookie: nestly.sid=s:<id>.<signature> */
const sessionIdOf = (cookie: string) => /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.split('=')[1]!))![1]!;

const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;

describe("ending a member's sessions", () => {
  it('everywhere: every session row goes and every stream closes, other members untouched', async () => {
    const [member, other] = [await buildUser(t.db), await buildUser(t.db)];
    const { cookies, open } = await twoBrowsers(member);
    const otherCookie = await sessionCookieOf(t, other);
    await sessions.endAllSessions(member.id);
    await Promise.all(open.map((stream) => stream.ended));
    expect(t.events.streamCount(member.id)).toBe(0);
    expect([await isSignedIn(cookies[0]!), await isSignedIn(cookies[1]!), await isSignedIn(otherCookie)]).toEqual([false, false, true]);
  });

  it('everywhere but the current browser (a password change)', async () => {
    const member = await buildUser(t.db);
    const { cookies, open } = await twoBrowsers(member);
    await sessions.endOtherSessions(member.id, sessionIdOf(cookies[0]!));
    await open[1]!.ended;
    expect(t.events.streamCount(member.id)).toBe(1);
    expect([await isSignedIn(cookies[0]!), await isSignedIn(cookies[1]!)]).toEqual([true, false]);
  });
});
