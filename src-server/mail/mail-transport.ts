import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** One outbox row as the transport needs it. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  unsubscribeUrl: string | null;
}

/**
 * Delivers one mail. `commit` records it as sent and must run before the mail is final: for SMTP
 * that is just before the message's closing dot, so a process killed earlier leaves a mail the
 * server discards (and the outbox sends again), and one killed later has already recorded it:
 * nothing is sent twice. If commit throws (another sender took the row), nothing is sent.
 */
export interface MailTransport {
  /** 'smtp' or 'files' (no SMTP_URL: .eml files in DATA_DIR/outbox) */
  mode: 'smtp' | 'files';
  deliver: (mail: OutgoingMail, commit: () => Promise<void>) => Promise<void>;
  close: () => void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  from: string;
  /** where .eml files go without an SMTP server */
  outboxDir: string;
  /** how long an SMTP connection waits for the next mail; SMTP_IDLE_MS unless a test says otherwise */
  idleMs?: number;
}

async function compose(mail: OutgoingMail, from: string): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId,
    // RFC 8058: mail programs offer an unsubscribe button that posts to the link by itself
    headers: mail.unsubscribeUrl ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
  });
  return new Promise((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))));
}

/** The message's bytes, holding back its end until commit has run (see MailTransport). */
function committingStream(message: Buffer, commit: () => Promise<void>): Readable {
  let isSent = false;
  return new Readable({
    read() {
      if (!isSent) {
        isSent = true;
        this.push(message);
        return;
      }
      commit().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
}

/** how long a connection waits for the next mail before it quits: a batch goes over one connection */
export const SMTP_IDLE_MS = 1_000;

/** a reused connection the server dropped in between, before any of the message went: sending again is safe */
function isDroppedConnection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return responseCode === 421 || code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ETIMEDOUT';
}

/** the server refused the sender or the recipient, and the session goes on */
function isRefusedAddress(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && responseCode !== undefined && responseCode !== 421;
}

/**
 * nodemailer's SMTP connection, driven one step at a time: its high-level sendMail reads a raw
 * message whole before it even connects, which would record a mail as sent long before its end.
 * Here the message streams after the server took the envelope (354), so its end, and the commit
 * just before it, come last.
 *
 * Mails that follow each other go over one connection (one greeting, one TLS handshake, one login
 * for a whole batch), which quits once no mail has come for SMTP_IDLE_MS. A failure closes it, but for
 * a refused address.
 */
function smtpTransport(smtpUrl: string, from: string, idleMs: number): MailTransport {
  const { auth, secure, host, port, tls } = parseConnectionUrl(smtpUrl);
  const options = {
    host,
    port: port ?? (secure ? 465 : 587),
    secure: Boolean(secure),
    ...(tls ? { tls } : {}),
    // short timeouts: a server that does not answer is tried again later rather than holding shutdown
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  let idle: { connection: SMTPConnection; timer: NodeJS.Timeout } | undefined;
  const failures = new WeakMap<SMTPConnection, Error>();

  /**
   * One step of the session (connect, login, reset) as a promise. nodemailer drops a step's callback
   * when the connection ends under it (the server hangs up, a timeout), so the end settles it too.
   */
  const sessionStep = (connection: SMTPConnection, run: (done: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve, reject) => {
      const ended = () => reject(failures.get(connection) ?? Object.assign(new Error('The mail server closed the connection'), { code: 'ECONNECTION' }));
      connection.once('end', ended);
      run((error) => {
        connection.off('end', ended);
        if (error) reject(error);
        else resolve();
      });
    });

  const open = async (): Promise<SMTPConnection> => {
    const connection = new SMTPConnection(options);
    // an error ends the connection: the step or send under way hears of it, through its callback or the end
    connection.on('error', (error: Error) => failures.set(connection, error));
    // the server may hang up on a waiting connection: the next mail then opens its own
    connection.once('end', () => {
      if (idle?.connection === connection) take();
    });
    try {
      await sessionStep(connection, (done) => connection.connect(done));
      if (auth?.user) await sessionStep(connection, (done) => connection.login(auth, done));
      return connection;
    } catch (error) {
      connection.close();
      throw error;
    }
  };
  const quit = (connection: SMTPConnection) => {
    connection.quit();
    connection.close();
  };
  const take = (): SMTPConnection | undefined => {
    if (!idle) return undefined;
    clearTimeout(idle.timer);
    const { connection } = idle;
    idle = undefined;
    return connection;
  };
  const keep = (connection: SMTPConnection) => {
    if (idle) return quit(connection);
    const timer = setTimeout(() => quit(take()!), idleMs);
    timer.unref();
    idle = { connection, timer };
  };
  const send = (connection: SMTPConnection, mail: OutgoingMail, message: Readable) =>
    new Promise<void>((resolve, reject) =>
      connection.send({ from: envelopeAddress(from), to: [mail.to] }, message, (error) => (error ? reject(error) : resolve())),
    );
  const reset = (connection: SMTPConnection) =>
    sessionStep(connection, (done) => connection.reset(done)).then(
      () => true,
      () => false,
    );
  /** One mail; the connection then waits for the next, unless the failure left it unusable. */
  const sendOver = async (connection: SMTPConnection, mail: OutgoingMail, message: Readable) => {
    try {
      await send(connection, mail, message);
    } catch (error) {
      // a refused address leaves the session fine once reset, as nodemailer's own pool does
      if (isRefusedAddress(error) && !message.readableDidRead && (await reset(connection))) keep(connection);
      else connection.close();
      throw error;
    }
    keep(connection);
  };

  return {
    mode: 'smtp',
    async deliver(mail, commit) {
      const message = await compose(mail, from);
      const reused = take();
      const stream = committingStream(message, commit);
      try {
        await sendOver(reused ?? (await open()), mail, stream);
      } catch (error) {
        if (!reused || stream.readableDidRead || !isDroppedConnection(error)) throw error;
        await sendOver(await open(), mail, committingStream(message, commit));
      }
    },
    close: () => {
      const connection = take();
      if (connection) quit(connection);
    },
  };
}

function fileTransport(outboxDir: string, from: string): MailTransport {
  return {
    mode: 'files',
    async deliver(mail, commit) {
      // written asynchronously: the thread that answers requests never waits for the disk
      await mkdir(outboxDir, { recursive: true });
      // named by the row, so writing it again after a crash replaces the same file
      const file = join(outboxDir, `${String(mail.id).padStart(8, '0')}.eml`);
      await writeFile(`${file}.tmp`, await compose(mail, from));
      await rename(`${file}.tmp`, file);
      await commit();
    },
    close: () => undefined,
  };
}

/** The bare address of a From such as "Nestly <hello@nestly.example>". */
export function envelopeAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export function createMailTransport({ smtpUrl, from, outboxDir, idleMs = SMTP_IDLE_MS }: MailTransportOptions): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, from, idleMs) : fileTransport(outboxDir, from);
}
