import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_NAME_MESSAGE } from '../../src-shared/format/staff-names';
import { buildCategory } from '../marketplace/test/factories';
import { buildBlog, buildComment } from '../test/content-factories';
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

const BIDI_AND_ZERO_WIDTH = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/u;

describe('the staff-name check runs on the name others see, whichever field it comes from', () => {
  it.each([
    [{ firstName: 'Nestly Admin' }],
    [{ firstName: 'Moderator' }],
    [{ lastName: 'Admin' }],
    [{ firstName: 'Nestly', lastName: 'Team' }],
    [{ firstName: 'Team', lastName: 'Admin' }],
  ])('refuses %j for a member without a display name, and stores nothing', async (body) => {
    const member = await buildUser(t.db, { display_name: null });
    const response = await (await signedInAgent(t, member)).patch(`/api/users/${member.id}`).send(body);
    expect([response.status, response.body.message]).toEqual([400, STAFF_NAME_MESSAGE]);
    const row = await t.db('users').where({ id: member.id }).first();
    expect([row.first_name, row.last_name]).toEqual([null, null]);
    expect((await request(t.server).get(`/api/users/${member.id}`)).body.name).toBe('User');
  });

  it('refuses a first name that would show once the display name is cleared', async () => {
    const member = await buildUser(t.db, { display_name: 'Sam', first_name: null });
    const agent = await signedInAgent(t, member);
    // as a first name alone it is refused; behind a display name it would still be the name on the form
    expect((await agent.patch(`/api/users/${member.id}`).send({ firstName: 'N3stly' })).status).toBe(400);
    expect((await agent.patch(`/api/users/${member.id}`).send({ firstName: 'Sam', lastName: 'Smith' })).status).toBe(200);
  });

  it('lets admins take such names, and lets a member edit their bio beside a name an admin gave them', async () => {
    const admin = await buildAdmin(t.db);
    expect((await (await signedInAgent(t, admin)).patch(`/api/users/${admin.id}`).send({ firstName: 'Nestly Admin' })).status).toBe(200);
    const member = await buildUser(t.db, { display_name: 'Nestly helper' });
    expect((await (await signedInAgent(t, member)).patch(`/api/users/${member.id}`).send({ bio: 'Mum of two' })).status).toBe(200);
  });
});

describe('bidi controls and zero-width characters never reach others', () => {
  it('takes them out of display, first and last names', async () => {
    const member = await buildUser(t.db, { display_name: null });
    const agent = await signedInAgent(t, member);
    const staff = await agent.patch(`/api/users/${member.id}`).send({ displayName: '\u202Enimda ylteN' });
    // reversed, it no longer reads as anything: it is stored as typed, minus the override
    expect(staff.status).toBe(200);
    expect(staff.body.displayName).toBe('nimda ylteN');
    const hidden = await agent.patch(`/api/users/${member.id}`).send({ displayName: 'Ad\u200Bmin', firstName: 'Sam\u2066', lastName: '\u200DLee\u202C' });
    expect([hidden.status, hidden.body.message]).toEqual([400, STAFF_NAME_MESSAGE]);
    const fine = await agent
      .patch(`/api/users/${member.id}`)
      .send({ displayName: 'Sa\u200Bm \u2067Lee\u2069', firstName: 'Sam\u2066', lastName: '\u200DLee\u202C' });
    expect(fine.status).toBe(200);
    const row = await t.db('users').where({ id: member.id }).first();
    expect([row.display_name, row.first_name, row.last_name]).toEqual(['Sam Lee', 'Sam', 'Lee']);
  });

  it('shows names stored before the rule without them, on profiles and beside comments', async () => {
    const member = await buildUser(t.db, { display_name: '\u202Enimda ylteN\u200B' });
    const profile = await request(t.server).get(`/api/users/${member.id}`);
    expect(profile.body.name).toBe('nimda ylteN');
    const post = await buildBlog(t.db);
    await buildComment(t.db, { user_id: member.id, content_id: post['id'], content: 'Hello' });
    const [comment] = (await request(t.server).get(`/api/comments/blog/${post['id']}`)).body;
    expect(comment.user.name).toBe('nimda ylteN');
  });

  it('keeps the joiners that writing needs: emoji sequences and Persian', async () => {
    const member = await buildUser(t.db);
    const agent = await signedInAgent(t, member);
    const family = 'Mum of 👩\u200D👩\u200D👧';
    const persian = 'می\u200Cخواهم';
    const response = await agent.patch(`/api/users/${member.id}`).send({ displayName: family, firstName: persian });
    expect([response.body.displayName, response.body.firstName]).toEqual([family, persian]);
  });

  it('takes them out of listing, post, review and deal titles', async () => {
    const seller = await buildUser(t.db);
    const listing = await (await signedInAgent(t, seller)).post('/api/products').send({
      name: 'Wooden \u202Ebirc\u202C crib\u200B',
      description: 'Solid beech, converts to a toddler bed.',
      price: 16000,
      category_id: (await buildCategory(t.db)).id,
      condition: 'good',
      location: 'Denver',
    });
    expect(listing.status).toBe(201);
    expect(listing.body.name).toBe('Wooden birc crib');
    const admin = await signedInAgent(t, await buildAdmin(t.db));
    const blog = await admin.post('/api/blogs').send({ title: '\u2066Sleep\u2069 tips', content: '<p>Naps.</p>' });
    expect([blog.status, blog.body.title]).toEqual([201, 'Sleep tips']);
    const review = await admin.post('/api/reviews').send({ title: 'Pram\u200B review', content: '<p>Good.</p>', product_name: '\u202DGlide\u202C', rating: 4 });
    expect([review.status, review.body.title, review.body.product_name]).toEqual([201, 'Pram review', 'Glide']);
    const deal = await admin
      .post('/api/deals')
      .send({ title: '\uFEFFHalf price', description: 'Lowest price this year', original_price: 20000, discounted_price: 10000 });
    expect([deal.status, deal.body.title]).toEqual([201, 'Half price']);
    for (const text of [listing.body.name, blog.body.title, review.body.title, deal.body.title]) expect(text).not.toMatch(BIDI_AND_ZERO_WIDTH);
  });
});
