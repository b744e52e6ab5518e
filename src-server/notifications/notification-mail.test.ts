import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createMailTransport, type MailTransport } from '../mail/mail-transport';
import type { MailSite } from '../mail/mail-text';
import { DIGEST_EVERY_MS, MESSAGE_MAIL_DELAY_MS, queueDigests, queueNotificationMail } from './notification-mail';
import { sendDueMail } from '../mail/outbox-sender';
import { startSmtpReceiver, type SmtpReceiver } from '../mail/test/smtp-receiver';
import { unsubscribeToken } from '../mail/unsubscribe-tokens';

let t: TestApp;
let receiver: SmtpReceiver;
let transport: MailTransport;
// as the app signs them (test-app.ts: sessionSecret 'test-secret')
const site: MailSite = { origin: () => TEST_ORIGIN, secret: 'test-secret' };

beforeEach(async () => {
  t = await createTestApp();
  receiver = await startSmtpReceiver();
  transport = createMailTransport({ smtpUrl: receiver.url, from: 'Nestly <hello@nestly.test>', outboxDir: '/nonexistent' });
});
afterEach(async () => {
  transport.close();
  await receiver.close();
  await t.close();
});

/** One pass of the mail worker at a moment of the test's choosing. */
async function mailPass(now = Date.now()): Promise<void> {
  await queueNotificationMail(t.db, site, now);
  await queueDigests(t.db, site, now);
  await sendDueMail(t.db, transport, { now: () => now });
}
const sold = (user: BuiltUser, n = 1) =>
  notify(t.db, { userId: user.id, kind: 'favorite_sold', text: `“Crib ${n}”, which you saved, has sold`, url: `/marketplace/listing/${n}` });
const setPreferences = async (user: BuiltUser, body: object) => (await signedInAgent(t, user)).put('/api/notifications/preferences').send(body);

describe('notification e-mail', () => {
  it('mails a notification at once by default, with a link to it and a one-click unsubscribe for its topic', async () => {
    const emma = await buildUser(t.db, { display_name: 'Emma W' });
    await sold(emma);
    await mailPass();
    const [mail] = await receiver.waitFor(1);
    expect(mail!.to).toEqual([emma.email]);
    expect(mail!.header('Subject')).toBe('“Crib 1”, which you saved, has sold');
    expect(mail!.text).toContain('Hi Emma W,');
    expect(mail!.text).toContain(`${TEST_ORIGIN}/marketplace/listing/1`);
    const token = encodeURIComponent(unsubscribeToken('test-secret', emma.id, 'favorites'));
    expect(mail!.text).toContain(`${TEST_ORIGIN}/unsubscribe?token=${token}`);
    expect(mail!.header('List-Unsubscribe')).toBe(`<${TEST_ORIGIN}/api/mail/unsubscribe?token=${token}>`);
  });

  it('sends nothing for a topic the member turned off, and gathers daily ones into one digest a day later', async () => {
    const emma = await buildUser(t.db);
    expect((await setPreferences(emma, { favorites: 'daily', messages: 'off' })).body).toMatchObject({
      favorites: 'daily',
      messages: 'off',
      comment_replies: 'immediately',
    });
    const start = Date.now();
    await sold(emma, 1);
    await sold(emma, 2);
    await notify(t.db, { userId: emma.id, kind: 'message', text: 'New message from Liam', url: '/messages/conversation/1' });
    await mailPass(start + MESSAGE_MAIL_DELAY_MS + 1);
    expect(receiver.received).toEqual([]);

    await mailPass(start + DIGEST_EVERY_MS + 1000);
    const [digest] = await receiver.waitFor(1);
    expect(digest!.header('Subject')).toBe('Your Nestly digest: 2 notifications');
    expect(digest!.text).toMatch(/Crib 2[^]*Crib 1/);
    expect(digest!.text).not.toContain('New message from Liam');
    await mailPass(start + 2 * DIGEST_EVERY_MS);
    expect(receiver.received).toHaveLength(1);
  });

  it('holds a message’s mail for a while and drops it once the member read the conversation in the site', async () => {
    const emma = await buildUser(t.db);
    const start = Date.now();
    await notify(t.db, { userId: emma.id, kind: 'message', text: 'New message from Liam', url: '/messages/conversation/1' });
    await notify(t.db, { userId: emma.id, kind: 'message', text: 'New message from Olivia', url: '/messages/conversation/2' });
    await mailPass(start);
    expect(receiver.received).toEqual([]);
    await t.db('notifications').where({ url: '/messages/conversation/1' }).update({ read_at: new Date().toISOString() });
    await mailPass(start + MESSAGE_MAIL_DELAY_MS + 1000);
    const mails = await receiver.waitFor(1);
    expect(mails.map((m) => m.text.includes('New message from Olivia'))).toEqual([true]);
  });

  it('mails no one who is gone', async () => {
    const gone = await buildUser(t.db);
    await sold(gone);
    await t.db('users').where({ id: gone.id }).update({ deactivated_at: new Date().toISOString() });
    await mailPass();
    expect(Number((await t.db('mail_outbox').count({ n: '*' }).first())?.['n'])).toBe(0);
  });
});

describe('preferences and unsubscribing', () => {
  it('GET answers every topic, immediately until chosen; PUT refuses unknown modes and ignores unknown topics', async () => {
    const agent = await signedInAgent(t, await buildUser(t.db));
    expect((await agent.get('/api/notifications/preferences')).body).toEqual({
      messages: 'immediately',
      comment_replies: 'immediately',
      comment_moderation: 'immediately',
      listing_moderation: 'immediately',
      favorites: 'immediately',
      saved_searches: 'immediately',
    });
    expect((await agent.put('/api/notifications/preferences').send({ favorites: 'weekly' })).status).toBe(400);
    expect((await agent.put('/api/notifications/preferences').send({ newsletters: 'off' })).body).not.toHaveProperty('newsletters');
  });

  it('one click turns a topic off: from a mail program without our Origin, as a form post, by its signed token only', async () => {
    const emma = await buildUser(t.db);
    const token = unsubscribeToken('test-secret', emma.id, 'favorites');
    // RFC 8058: the mail program posts List-Unsubscribe=One-Click to the header's address
    const response = await request(t.server)
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body.message).toContain('You will no longer get');
    expect((await (await signedInAgent(t, emma)).get('/api/notifications/preferences')).body.favorites).toBe('off');

    for (const bad of [`${emma.id}.favorites.forged`, unsubscribeToken('another-secret', emma.id, 'all'), 'nonsense']) {
      const refused = await request(t.server).post('/api/mail/unsubscribe').send({ token: bad });
      expect([refused.status, refused.body.message]).toEqual([400, 'This unsubscribe link is not valid. Choose your e-mails in Settings instead.']);
    }
  });

  it("'all' (the link in mail about no topic) turns every topic off", async () => {
    const emma = await buildUser(t.db);
    await request(t.server)
      .post('/api/mail/unsubscribe')
      .send({ token: unsubscribeToken('test-secret', emma.id, 'all') });
    const preferences = (await (await signedInAgent(t, emma)).get('/api/notifications/preferences')).body as Record<string, string>;
    expect(new Set(Object.values(preferences))).toEqual(new Set(['off']));
  });
});
