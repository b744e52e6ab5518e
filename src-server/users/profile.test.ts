import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_NAME_MESSAGE } from '../../src-shared/format/staff-names';
import { nowIso } from '../db/time';
import { buildProduct } from '../marketplace/test/factories';
import { pngImage } from '../marketplace/test/photos';
import { buildAdmin, buildUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const userRow = (id: number) => t.db('users').where({ id }).first();

describe('PATCH /api/users/:id', () => {
  it("changes the member's own profile fields and answers the user, which the current-user call then shows", async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const changes = {
      displayName: 'Emma Carter',
      email: ' Emma.Carter@Example.com ',
      location: 'Denver, CO',
      bio: 'Mum of two.',
      firstName: 'Emma',
      lastName: 'Carter',
      currentPassword: member.password,
    };
    const response = await agent.patch(`/api/users/${member.id}`).send(changes);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: member.id,
      displayName: 'Emma Carter',
      email: 'emma.carter@example.com',
      location: 'Denver, CO',
      bio: 'Mum of two.',
      firstName: 'Emma',
      lastName: 'Carter',
      name: 'Emma Carter',
      role: 'user',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt/);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ displayName: 'Emma Carter', email: 'emma.carter@example.com' });
  });

  it('leaves the fields it is not sent as they are, and clears the optional ones sent blank', async () => {
    const member = await buildUser(t.db, { location: 'Leeds', bio: 'Dad of one.', first_name: 'Sam' });
    const agent = await signedInAgent(t, member);
    const response = await agent.patch(`/api/users/${member.id}`).send({ bio: '   ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ location: 'Leeds', bio: null, firstName: 'Sam', email: member.email, displayName: member.display_name });
  });

  it.each([
    [{ displayName: 'E' }, 'displayName', 'Name must be at least 2 characters'],
    [{ displayName: '  E  ' }, 'displayName', 'Name must be at least 2 characters'],
    [{ displayName: '' }, 'displayName', 'Name must be at least 2 characters'],
    [{ displayName: null }, 'displayName', 'Name must be at least 2 characters'],
    [{ displayName: 'x'.repeat(101) }, 'displayName', 'Display name must be at most 100 characters'],
    [{ displayName: ['Emma'] }, 'displayName', 'Display name must be text'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ email: '' }, 'email', 'Invalid email address'],
    [{ email: null }, 'email', 'Invalid email address'],
    [{ email: { $ne: 1 } }, 'email', 'Invalid email address'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email', 'Invalid email address'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be less than 500 characters'],
    [{ location: 'x'.repeat(201) }, 'location', 'Location must be at most 200 characters'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
    [{ profileImageUrl: 'http://example.com/me.jpg' }, 'profileImageUrl', 'The photo must be an uploaded image or an https:// link'],
    [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl', 'The photo must be an uploaded image or an https:// link'],
    [{ profileImageUrl: '/uploads/../session-secret' }, 'profileImageUrl', 'The photo must be an uploaded image or an https:// link'],
    [{ profileImageUrl: '//evil.example/me.jpg' }, 'profileImageUrl', 'The photo must be an uploaded image or an https:// link'],
  ])("answers 400 with the field's message for %j and changes nothing", async (body, field, message) => {
    const member = await buildUser(t.db);
    const before = await userRow(member.id);
    const response = await (await signedInAgent(t, member)).patch(`/api/users/${member.id}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
    expect(await userRow(member.id)).toEqual(before);
  });

  it('takes a bio of exactly 500 characters', async () => {
    const member = await buildUser(t.db);
    const response = await (await signedInAgent(t, member)).patch(`/api/users/${member.id}`).send({ bio: 'x'.repeat(500) });
    expect(response.status).toBe(200);
  });

  it('never changes the role, the password or the id, whatever the body holds', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const response = await agent.patch(`/api/users/${member.id}`).send({
      displayName: 'Still A Member',
      role: 'admin',
      password: 'taken-over-1',
      password_hash: 'x',
      passwordHash: 'x',
      id: 1,
      deactivated_at: null,
      deleted_at: nowIso(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: member.id, role: 'user', displayName: 'Still A Member' });
    const row = await userRow(member.id);
    expect([row.role, row.password_hash, row.deleted_at]).toEqual(['user', member.password_hash, null]);
    expect((await t.agent().post('/api/login').send({ email: member.email, password: member.password })).status).toBe(200);
    expect((await t.agent().post('/api/login').send({ email: member.email, password: 'taken-over-1' })).status).toBe(401);
    expect((await agent.get('/api/admin/stats')).status).toBe(403);
  });

  it("refuses an email another account has with 400, whatever its case, and keeps the member's own", async () => {
    await buildUser(t.db, { email: 'taken@example.com' });
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const taken = await agent.patch(`/api/users/${member.id}`).send({ email: 'TAKEN@example.com' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      code: 'email_taken',
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect((await userRow(member.id)).email).toBe(member.email);
    expect((await agent.patch(`/api/users/${member.id}`).send({ email: member.email.toUpperCase() })).status).toBe(200);
  });

  it('gives an email two members claim at the same moment to one of them', async () => {
    const [first, second] = [await buildUser(t.db), await buildUser(t.db)];
    const agents = [await signedInAgent(t, first), await signedInAgent(t, second)];
    const answers = await Promise.all([
      agents[0]!.patch(`/api/users/${first.id}`).send({ email: 'wanted@example.com', currentPassword: first.password }),
      agents[1]!.patch(`/api/users/${second.id}`).send({ email: 'wanted@example.com', currentPassword: second.password }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(Number((await t.db('users').where({ email: 'wanted@example.com' }).count({ n: '*' }).first())?.['n'])).toBe(1);
  });

  it('keeps staff names for admins', async () => {
    const member = await buildUser(t.db);
    const admin = await buildAdmin(t.db);
    const refused = await (await signedInAgent(t, member)).patch(`/api/users/${member.id}`).send({ displayName: 'Nestly Moderator' });
    expect([refused.status, refused.body.errors]).toEqual([400, { displayName: STAFF_NAME_MESSAGE }]);
    const allowed = await (await signedInAgent(t, admin)).patch(`/api/users/${admin.id}`).send({ displayName: 'Nestly Moderator' });
    expect([allowed.status, allowed.body.displayName]).toEqual([200, 'Nestly Moderator']);
  });

  it('answers another member 403 whether or not the id exists, before reading the body, and changes nothing', async () => {
    const [owner, other] = [await buildUser(t.db), await buildUser(t.db)];
    const before = await userRow(owner.id);
    const agent = await signedInAgent(t, other);
    for (const [path, body] of [
      [`/api/users/${owner.id}`, { displayName: 'Taken Over' }],
      ['/api/users/999999', { displayName: 'x' }],
      [`/api/users/${owner.id}`, []],
    ] as const) {
      const response = await agent.patch(path).send(body);
      expect([response.status, response.body], path).toEqual([403, { code: 'forbidden', message: 'You can only change your own account' }]);
    }
    expect(await userRow(owner.id)).toEqual(before);
    expect((await t.agent().patch(`/api/users/${owner.id}`).send({ displayName: 'Taken Over' })).status).toBe(401);
  });

  it("lets an admin change a member's profile, and answers an admin 404 for a missing or deleted member", async () => {
    const member = await buildUser(t.db);
    const deleted = await buildUser(t.db, { deleted_at: nowIso() });
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    expect((await admin.patch(`/api/users/${member.id}`).send({ bio: 'Edited by the team' })).body.bio).toBe('Edited by the team');
    for (const id of [999999, deleted.id, 'abc', 0]) {
      const response = await admin.patch(`/api/users/${id}`).send({ bio: 'x' });
      expect([response.status, response.body], String(id)).toEqual([404, { code: 'not_found', message: 'User not found' }]);
    }
  });

  it('answers 400 with a message for bodies that are not an object or use inherited keys', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const path = `/api/users/${member.id}`;
    const asArray = await agent.patch(path).set('Content-Type', 'application/json').send('[{"displayName":"Emma"}]');
    expect([asArray.status, asArray.body.message]).toEqual([400, 'The request body must be a JSON object']);
    const inherited = await agent.patch(path).set('Content-Type', 'application/json').send('{"constructor":{"displayName":"x"}}');
    expect([inherited.status, inherited.body.message]).toEqual([400, '"constructor" is not a field this form takes']);
    const huge = await agent.patch(path).send({ bio: 'x'.repeat(300_000) });
    expect([huge.status, huge.body.message]).toEqual([413, 'Request body is too large']);
  });
});

describe('the profile photo', () => {
  it('takes an uploaded photo, refuses one that was never uploaded, and removes the old file once nothing uses it', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const first = (await agent.post('/api/upload').attach('image', await pngImage('#112233'), 'me.png')).body.url as string;
    const second = (await agent.post('/api/upload').attach('image', await pngImage('#445566'), 'me.png')).body.url as string;
    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: first })).body.profileImageUrl).toBe(first);
    expect((await request(t.server).get(first)).status).toBe(200);

    const missing = await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: '/uploads/0123456789abcdef.webp' });
    expect([missing.status, missing.body.errors]).toEqual([400, { profileImageUrl: 'The photo must be an uploaded image' }]);

    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: second })).status).toBe(200);
    expect((await request(t.server).get(first)).status).toBe(404);
    expect((await agent.patch(`/api/users/${member.id}`).send({ profileImageUrl: 'https://images.example.com/me.jpg' })).body.avatar).toBe(
      'https://images.example.com/me.jpg',
    );
    expect((await request(t.server).get(second)).status).toBe(404);
  });
});

describe('GET /api/users/:id', () => {
  it('shows anyone the public profile: name, avatar, location, bio, member since and active listings, never the email', async () => {
    const member = await buildUser(t.db, {
      display_name: 'Emma W',
      email: 'emma.private@example.com',
      location: 'Denver',
      bio: 'Twins!',
      created_at: '2026-01-02T03:04:05.000Z',
    });
    await buildProduct(t.db, { seller_id: member.id });
    await buildProduct(t.db, { seller_id: member.id });
    await buildProduct(t.db, { seller_id: member.id, status: 'sold' });
    const response = await request(t.server).get(`/api/users/${member.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: member.id,
      name: 'Emma W',
      displayName: 'Emma W',
      avatar: null,
      location: 'Denver',
      bio: 'Twins!',
      createdAt: '2026-01-02T03:04:05.000Z',
      memberSince: '2026-01-02T03:04:05.000Z',
      activeListingsCount: 2,
      activeListings: 2,
      soldListings: 1,
      replyTimeMinutes: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/private|password|role/);
  });

  it('answers 404 like a missing member for a deleted one, and for a deactivated or hidden one to all but admins', async () => {
    const deleted = await buildUser(t.db, { deleted_at: nowIso() });
    const deactivated = await buildUser(t.db, { deactivated_at: nowIso() });
    const hidden = await buildUser(t.db);
    await t.db('moderation_items').insert({
      target_type: 'user',
      target_id: hidden.id,
      kind: 'reported',
      status: 'open',
      open_key: `user:${hidden.id}`,
      is_hidden: true,
      created_at: nowIso(),
    });
    const member = await signedInAgent(t, await buildUser(t.db));
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const missing = await request(t.server).get('/api/users/999999');
    expect([missing.status, missing.body]).toEqual([404, { code: 'not_found', message: 'User not found' }]);
    for (const id of [deleted.id, deactivated.id, hidden.id]) {
      for (const caller of [request(t.server), member]) {
        const response = await caller.get(`/api/users/${id}`);
        expect([response.status, response.body]).toEqual([missing.status, missing.body]);
      }
    }
    expect((await admin.get(`/api/users/${deactivated.id}`)).status).toBe(200);
    expect((await admin.get(`/api/users/${hidden.id}`)).status).toBe(200);
    expect((await admin.get(`/api/users/${deleted.id}`)).status).toBe(404);
  });
});
