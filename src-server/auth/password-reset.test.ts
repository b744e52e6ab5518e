import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../src-shared/schemas/password-reset';
import { createMailTransport, type MailTransport } from '../mail/mail-transport';
import { sendDueMail } from '../mail/outbox-sender';
import { startSmtpReceiver, type SmtpReceiver } from '../mail/test/smtp-receiver';
import { buildUser, type BuiltUser } from '../test/factories';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let receiver: SmtpReceiver;
let transport: MailTransport;
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

const forgot = (email: string) => request(t.server).post('/api/auth/forgot').set('Origin', TEST_ORIGIN).send({ email });
const reset = (token: string, newPassword = 'a-brand-new-secret') =>
  request(t.server).post('/api/auth/reset').set('Origin', TEST_ORIGIN).send({ token, newPassword });
const signIn = (user: BuiltUser, password: string) => request(t.server).post('/api/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password });

/** Sends the outbox to the test SMTP server and reads the token out of the reset link in the mail that arrives. */
async function mailedToken(to: string): Promise<string> {
  await sendDueMail(t.db, transport);
  const mail = receiver.received.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail reached ${to}`);
  const token = /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

describe('POST /api/auth/forgot', () => {
  it('answers 202 with the same words whether or not the account exists, and mails only a real one', async () => {
    const emma = await buildUser(t.db, { email: 'emma@example.com' });
    const known = await forgot('  Emma@Example.com ');
    const unknown = await forgot('nobody@example.com');
    expect([known.status, known.body]).toEqual([202, { message: PASSWORD_RESET_MESSAGES.sent }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    await sendDueMail(t.db, transport);
    expect(receiver.received.map((m) => m.to)).toEqual([[emma.email]]);
    const [mail] = receiver.received;
    expect(mail!.header('Subject')).toBe('Reset your Nestly password');
    expect(mail!.text).toContain(`${TEST_ORIGIN}/auth/reset?token=`);
    expect(mail!.header('List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1\/api\/mail\/unsubscribe\?token=/);
    // only a hash of the token is stored
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const stored = await t.db('password_resets').first();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a bad address with 400, and more than 3 requests an hour for one account with 429', async () => {
    expect((await forgot('not-an-email')).status).toBe(400);
    await buildUser(t.db, { email: 'liam@example.com' });
    for (let i = 0; i < 3; i += 1) expect((await forgot('liam@example.com')).status).toBe(202);
    const limited = await forgot('liam@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many password reset requests/);
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password from the mailed link, signs the member out everywhere, and works once', async () => {
    const emma = await buildUser(t.db);
    const otherBrowser = await signedInAgent(t, emma);
    await forgot(emma.email);
    const token = await mailedToken(emma.email);

    const done = await reset(token);
    expect([done.status, done.body]).toEqual([200, { message: PASSWORD_RESET_MESSAGES.done }]);
    expect((await otherBrowser.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(emma, emma.password)).status).toBe(401);
    expect((await signIn(emma, 'a-brand-new-secret')).status).toBe(200);

    const again = await reset(token, 'yet-another-secret');
    expect([again.status, again.body.message]).toEqual([400, PASSWORD_RESET_MESSAGES.invalidLink]);
  });

  it('refuses an expired link, an unknown one, and a short password, each with a clear message', async () => {
    const emma = await buildUser(t.db);
    await forgot(emma.email);
    const token = await mailedToken(emma.email);
    expect((await reset(token, 'short')).body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    expect((await reset('made-up-token')).body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    await t.db('password_resets').update({ expires_at: Date.now() - 1 });
    const expired = await reset(token);
    expect([expired.status, expired.body.message]).toEqual([400, PASSWORD_RESET_MESSAGES.invalidLink]);
    expect((await signIn(emma, emma.password)).status).toBe(200);
  });

  it('one reset stops every other link of the member', async () => {
    const emma = await buildUser(t.db);
    await forgot(emma.email);
    const first = await mailedToken(emma.email);
    await forgot(emma.email);
    const second = await mailedToken(emma.email);
    expect(first).not.toBe(second);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first)).status).toBe(400);
  });
});
