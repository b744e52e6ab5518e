import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** a header's value, unfolded and decoded; undefined when the mail has none */
  header: (name: string) => string | undefined;
  /** the text part, quoted-printable decoded */
  text: string;
}

export interface SmtpReceiver {
  url: string;
  received: ReceivedMail[];
  /** connections opened so far */
  openedConnections: () => number;
  /** connections that ended (a mail given up half way ends its connection without a mail) */
  closedConnections: () => number;
  /** resolves once `count` mails have arrived */
  waitFor: (count: number) => Promise<ReceivedMail[]>;
  /** the next RCPT TO answers this SMTP error (a temporary failure, say) instead of accepting */
  refuseNext: (code: number, message: string) => void;
  /** ends every open connection from the server's side, as a server does with idle ones */
  hangUp: () => void;
  /** resets every open connection (a TCP RST: the client sees an error, not an end) */
  reset: () => void;
  close: () => Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) back to text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim();
  return value === undefined ? undefined : decodeWords(value);
}

/** The text/plain part of a message, with quoted-printable soft breaks and escapes undone. */
function textOf(raw: string): string {
  const match = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(\r?\n--|$)/i.exec(raw);
  const body = match?.[1] ?? raw;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it is sent. A mail is
 * kept only once its closing dot arrives: as any mail server does, it drops a message whose
 * connection ends before that.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: (mails: ReceivedMail[]) => void }> = [];
  let refusal: { code: number; message: string } | undefined;
  let opened = 0;
  let closed = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      refusal = undefined;
      callback(error);
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => headerOf(raw, name),
          text: textOf(raw),
        });
        for (const waiter of [...waiting]) {
          if (received.length >= waiter.count) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(received.slice());
          }
        }
        callback();
      });
    },
    onConnect(_session, callback) {
      opened += 1;
      callback();
    },
    onClose() {
      closed += 1;
    },
  });
  // a sender killed mid-mail resets its connection: for a mail server that is a dropped message, not a failure
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    openedConnections: () => opened,
    closedConnections: () => closed,
    waitFor: (count) => (received.length >= count ? Promise.resolve(received.slice()) : new Promise((resolve) => waiting.push({ count, resolve }))),
    refuseNext: (code, message) => {
      refusal = { code, message };
    },
    hangUp: () => {
      for (const connection of server.connections) connection.close();
    },
    reset: () => {
      // smtp-server keeps each connection's socket as _socket
      for (const connection of server.connections) (connection as unknown as { _socket: Socket })._socket.resetAndDestroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
