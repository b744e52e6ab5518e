import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test/test-database';
import { createMailTransport, type MailTransport } from './mail-transport';
import { queueMail } from './outbox';
import { LEASE_MS, RETRY_DELAYS_MS, sendDueMail } from './outbox-sender';
import { startSmtpReceiver, type SmtpReceiver } from './test/smtp-receiver';

let database: TestDatabase;
let receiver: SmtpReceiver;
let transport: MailTransport;
const FROM = 'Nestly <hello@nestly.test>';

beforeEach(async () => {
  database = await createTestDatabase();
  receiver = await startSmtpReceiver();
  // its connection waits for the next mail for longer than a test lasts, so no test depends on how
  // busy the machine is; the one test of waiting's end makes a transport of its own
  transport = createMailTransport({ smtpUrl: receiver.url, from: FROM, outboxDir: '/nonexistent', idleMs: 60_000 });
});
afterEach(async () => {
  transport.close();
  await receiver.close();
  await database.close();
});

const mail = (n = 1) => ({
  kind: 'notification',
  to: `parent${n}@example.com`,
  subject: `Hello ${n}`,
  text: `Plain words ${n}`,
  html: `<p>Plain words ${n}</p>`,
  unsubscribeUrl: `http://127.0.0.1/api/mail/unsubscribe?token=t${n}`,
});
const rowOf = (id: number) => database.db('mail_outbox').where({ id }).first();

describe('the outbox over SMTP', () => {
  it('sends a queued mail once, with its Message-ID, one-click unsubscribe headers and both parts', async () => {
    const id = await queueMail(database.db, mail());
    expect(await sendDueMail(database.db, transport)).toBe(1);
    const [received] = await receiver.waitFor(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(received!.to).toEqual(['parent1@example.com']);
    expect(received!.from).toBe('hello@nestly.test');
    expect(received!.header('Message-ID')).toBe(row.message_id);
    expect(received!.header('Subject')).toBe('Hello 1');
    expect(received!.header('List-Unsubscribe')).toBe('<http://127.0.0.1/api/mail/unsubscribe?token=t1>');
    expect(received!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(received!.text).toContain('Plain words 1');
    expect(received!.raw).toContain('text/html');
    // nothing is due any more
    expect(await sendDueMail(database.db, transport)).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends nothing when the mail was taken by another sender before its end (the server drops it)', async () => {
    await expect(
      transport.deliver({ id: 1, to: 'a@example.com', subject: 's', text: 't', html: null, messageId: '<x@nestly.mail>', unsubscribeUrl: null }, () =>
        Promise.reject(new Error('Another sender took this mail')),
      ),
    ).rejects.toThrow();
    // the connection ends without the closing dot
    while (receiver.closedConnections() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(receiver.received).toEqual([]);
  });

  it('retries a refused mail after a pause, and gives up after the last try', async () => {
    const start = Date.UTC(2026, 0, 1);
    const id = await queueMail(database.db, { ...mail(), dueAt: start });
    receiver.refuseNext(451, 'Try again later');
    await sendDueMail(database.db, transport, { now: () => start });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Try again later') });
    expect(Number((await rowOf(id)).due_at)).toBe(start + RETRY_DELAYS_MS[0]!);
    // not before its time
    expect(await sendDueMail(database.db, transport, { now: () => start + RETRY_DELAYS_MS[0]! - 1 })).toBe(0);
    await sendDueMail(database.db, transport, { now: () => start + RETRY_DELAYS_MS[0]! });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receiver.received).toHaveLength(1);

    const doomed = await queueMail(database.db, { ...mail(2), dueAt: start });
    let now = start;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      receiver.refuseNext(550, 'No such mailbox');
      await sendDueMail(database.db, transport, { now: () => now });

      now = Number((await rowOf(doomed)).due_at);
    }
    expect(await rowOf(doomed)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it('takes back the mail of a sender that died mid-way once its lease runs out, and sends it once', async () => {
    const id = await queueMail(database.db, mail());
    // a sender claimed it and died before its end
    await database
      .db('mail_outbox')
      .where({ id })
      .update({ claim_token: 'dead', lease_until: Date.now() + LEASE_MS, attempts: 1 });
    expect(await sendDueMail(database.db, transport)).toBe(0);
    expect(await sendDueMail(database.db, transport, { now: () => Date.now() + LEASE_MS + 1 })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receiver.received).toHaveLength(1);
  });

  it(`sends each mail once when several senders work at once${onPostgres ? ' (PostgreSQL: SKIP LOCKED)' : ''}`, async () => {
    for (let n = 1; n <= 30; n += 1) await queueMail(database.db, mail(n));
    const senders = Array.from({ length: 4 }, () => createMailTransport({ smtpUrl: receiver.url, from: FROM, outboxDir: '/nonexistent' }));
    const drain = async (sender: MailTransport) => {
      while ((await sendDueMail(database.db, sender)) > 0) {
        // until the outbox is empty
      }
    };
    await Promise.all(senders.map(drain));
    for (const sender of senders) sender.close();
    const ids = receiver.received.map((m) => m.header('Message-ID'));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('one SMTP connection for mails that follow each other', () => {
  const until = async (isDone: () => boolean) => {
    while (!isDone()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('sends a batch over one connection', async () => {
    for (let n = 1; n <= 3; n += 1) await queueMail(database.db, mail(n));
    expect(await sendDueMail(database.db, transport)).toBe(3);
    expect(receiver.received.map((m) => m.header('Subject'))).toEqual(['Hello 1', 'Hello 2', 'Hello 3']);
    expect(receiver.openedConnections()).toBe(1);
  });

  it('quits the connection once no mail has come for a while; the next mail opens another', async () => {
    const quick = createMailTransport({ smtpUrl: receiver.url, from: FROM, outboxDir: '/nonexistent', idleMs: 50 });
    try {
      await queueMail(database.db, mail(1));
      expect(await sendDueMail(database.db, quick)).toBe(1);
      await until(() => receiver.closedConnections() === 1);
      await queueMail(database.db, mail(2));
      expect(await sendDueMail(database.db, quick)).toBe(1);
      expect(receiver.openedConnections()).toBe(2);
      expect(receiver.received).toHaveLength(2);
    } finally {
      quick.close();
    }
  });

  it('sends again over a new connection, once, when the server turns the waiting one away before the mail', async () => {
    const first = await queueMail(database.db, mail(1));
    await sendDueMail(database.db, transport);
    receiver.refuseNext(421, 'Too many connections, try again later');
    const second = await queueMail(database.db, mail(2));
    expect(await sendDueMail(database.db, transport)).toBe(1);
    expect(await rowOf(first)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(second)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receiver.received.map((m) => m.header('Subject'))).toEqual(['Hello 1', 'Hello 2']);
    expect(receiver.openedConnections()).toBe(2);
  });

  it('leaves a mail turned away on a new connection for its retry', async () => {
    receiver.refuseNext(421, 'Too many connections, try again later');
    const id = await queueMail(database.db, mail(1));
    await sendDueMail(database.db, transport);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Too many connections') });
    expect(receiver.openedConnections()).toBe(1);
    expect(receiver.received).toEqual([]);
  });

  it('goes on over the same connection after the server refused an address', async () => {
    const refused = await queueMail(database.db, mail(1));
    const next = await queueMail(database.db, mail(2));
    receiver.refuseNext(550, 'No such mailbox');
    expect(await sendDueMail(database.db, transport)).toBe(2);
    expect(await rowOf(refused)).toMatchObject({ status: 'pending', last_error: expect.stringContaining('No such mailbox') });
    expect(await rowOf(next)).toMatchObject({ status: 'sent' });
    expect(receiver.openedConnections()).toBe(1);
  });

  it('leaves the mail for its retry, with the reason, when the mail server cannot be reached', async () => {
    // a port that was just free: nothing listens there
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: '/nonexistent' });
    const id = await queueMail(database.db, mail(1));
    expect(await sendDueMail(database.db, unreachable)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
  });

  // a server that refuses every address and hangs up when asked to reset: nodemailer then never
  // answers the reset, and the mail (with every mail after it) waited for ever
  it('gives up a connection the server hung up on while it was being reset', async () => {
    const server = createServer((socket) => {
      socket.write('220 refuses.test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (/^RSET/i.test(line)) return socket.destroy();
          socket.write(/^RCPT/i.test(line) ? '550 No such mailbox\r\n' : /^(EHLO|HELO)/i.test(line) ? '250 refuses.test\r\n' : '250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const refusing = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, from: FROM, outboxDir: '/nonexistent' });
    try {
      const id = await queueMail(database.db, mail(1));
      expect(await sendDueMail(database.db, refusing)).toBe(1);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', last_error: expect.stringContaining('No such mailbox') });
    } finally {
      refusing.close();
      server.close();
    }
  });

  // a server hangs up on a waiting connection, or resets it: the client then sees an error, not an end
  it.each(['hangUp', 'reset'] as const)('opens a new connection when the server ended the waiting one (%s)', async (end) => {
    await queueMail(database.db, mail(1));
    await sendDueMail(database.db, transport);
    receiver[end]();
    await until(() => receiver.closedConnections() === 1);
    // the client's side has seen the end by now
    await new Promise((resolve) => setTimeout(resolve, 20));
    const id = await queueMail(database.db, mail(2));
    expect(await sendDueMail(database.db, transport)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receiver.openedConnections()).toBe(2);
  });
});

describe('the outbox without SMTP_URL', () => {
  it('writes each mail as an .eml file into the outbox folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nestly-outbox-'));
    try {
      const files = createMailTransport({ from: FROM, outboxDir: join(dir, 'outbox') });
      expect(files.mode).toBe('files');
      const id = await queueMail(database.db, mail());
      await sendDueMail(database.db, files);
      const written = readdirSync(join(dir, 'outbox'));
      expect(written).toEqual([`${String(id).padStart(8, '0')}.eml`]);
      const eml = readFileSync(join(dir, 'outbox', written[0]!), 'utf8');
      expect(eml).toContain('Subject: Hello 1');
      expect(eml).toContain('List-Unsubscribe: <http://127.0.0.1/api/mail/unsubscribe?token=t1>');
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
