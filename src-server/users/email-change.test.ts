import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../test/factories';
import { sessionCookieOf, signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const emailOf = async (id: number) => (await t.db('users').where({ id }).first()).email as string;
const isSignedIn = async (cookie: string) => (await request(t.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;

describe('wrong passwords in the settings forms', () => {
  it('are counted together across password change, email change and closing the account; other mistakes are not', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    for (let i = 0; i < 5; i += 1) expect((await agent.post(`/api/users/${member.id}/deactivate`).send({})).status).toBe(400);
    for (let i = 0; i < 4; i += 1)
      expect((await agent.post('/api/auth/password').send({ currentPassword: `guess-${i}`, newPassword: 'a-new-secret-9' })).status).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await agent.patch(`/api/users/${member.id}`).send({ email: 'x@example.com', currentPassword: `guess-${i}` })).status).toBe(400);
    expect((await agent.delete(`/api/users/${member.id}`).send({ password: 'guess-last' })).status).toBe(400);
    expect((await agent.post(`/api/users/${member.id}/deactivate`).send({ password: member.password })).status).toBe(429);
  });
});

describe('changing the sign-in email', () => {
  it('asks for the current password: a session cookie alone cannot take the account', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const without = await agent.patch(`/api/users/${member.id}`).send({ email: 'thief@example.com' });
    expect([without.status, without.body]).toEqual([
      400,
      { code: 'invalid', message: 'Please enter your current password', errors: { currentPassword: 'Please enter your current password' } },
    ]);
    const wrong = await agent.patch(`/api/users/${member.id}`).send({ email: 'thief@example.com', currentPassword: 'not-it-at-all' });
    expect([wrong.status, wrong.body.errors]).toEqual([400, { currentPassword: 'Current password is incorrect' }]);
    expect(await emailOf(member.id)).toBe(member.email);
    // the rest of the profile changes without it, the same email sent back included
    expect((await agent.patch(`/api/users/${member.id}`).send({ email: member.email, bio: 'Hello' })).status).toBe(200);
  });

  it('with the password: changes it, keeps this browser signed in and ends every other session', async () => {
    const member = await buildUser(t.db);
    const other = await sessionCookieOf(t, member);
    const agent = await signedInAgent(t, member);
    const response = await agent.patch(`/api/users/${member.id}`).send({ email: 'New.Address@example.com', currentPassword: member.password });
    expect([response.status, response.body.email]).toEqual([200, 'new.address@example.com']);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect(await isSignedIn(other)).toBe(false);
    expect((await t.agent().post('/api/login').send({ email: 'new.address@example.com', password: member.password })).status).toBe(200);
  });

  it("an admin changes a member's email without the member's password, and the member is signed out", async () => {
    const member = await buildUser(t.db);
    const cookie = await sessionCookieOf(t, member);
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.patch(`/api/users/${member.id}`).send({ email: 'fixed@example.com' })).status).toBe(200);
    expect(await emailOf(member.id)).toBe('fixed@example.com');
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('stops guessing the password through the form after 10 wrong ones; other mistakes do not count', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    for (let i = 0; i < 5; i += 1)
      expect((await agent.patch(`/api/users/${member.id}`).send({ bio: 'x'.repeat(600), currentPassword: member.password })).status).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      expect((await agent.patch(`/api/users/${member.id}`).send({ email: 'thief@example.com', currentPassword: `guess-${i}-x` })).status).toBe(400);
    }
    const stopped = await agent.patch(`/api/users/${member.id}`).send({ email: 'thief@example.com', currentPassword: member.password });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many password attempts\. Please try again in/);
    expect(await emailOf(member.id)).toBe(member.email);
  });
});
