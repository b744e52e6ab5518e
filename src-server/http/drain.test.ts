import { Agent, createServer, get, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { accepts } from '../test/listening';
import { drainable, type Drainable } from './drain';

let stopLast: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopLast?.();
  stopLast = undefined;
});

/** A plain HTTP server answering with `handler`, drainable, on a loopback port. */
async function serve(handler: RequestListener): Promise<{ port: number; drain: Drainable }> {
  const server = createServer(handler);
  // idle connections kept open as the app's server keeps them (server.ts), not Node's 5 s
  server.keepAliveTimeout = 65_000;
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopLast = () => drain.close(0);
  return { port: (server.address() as AddressInfo).port, drain };
}

/** Something the test lets happen later. */
function later() {
  let done!: () => void;
  const happened = new Promise<void>((resolve) => (done = resolve));
  return { happened, done };
}

const bodyOf = (response: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });

describe('a closing server', () => {
  it('refuses new connections at once, and answers a request in flight with its connection closed', async () => {
    const taken = later();
    const release = later();
    const { port, drain } = await serve((_req, res) => {
      taken.done();
      void release.happened.then(() => res.end('done'));
    });
    const answer = new Promise<IncomingMessage>((resolve) => get({ port, host: '127.0.0.1', path: '/', agent: new Agent({ keepAlive: true }) }, resolve));
    await taken.happened;
    let isClosed = false;
    const closing = drain.close().then(() => (isClosed = true));
    expect(await accepts(port)).toBe(false);
    expect(isClosed).toBe(false);
    release.done();
    const response = await answer;
    expect([response.statusCode, response.headers.connection, (await bodyOf(response)).toString()]).toEqual([200, 'close', 'done']);
    await closing;
  });

  // Node's own close counted a connection whose answer had ended as idle while its bytes still waited for the client
  it('sends the whole of an answer that a slow client has not read yet', async () => {
    const size = 24 * 1024 * 1024;
    const ended = later();
    const { port, drain } = await serve((_req, res) => {
      res.end(Buffer.alloc(size, 7));
      ended.done();
    });
    const response = await new Promise<IncomingMessage>((resolve) => get({ port, host: '127.0.0.1', path: '/' }, resolve));
    response.pause();
    await ended.happened;
    const closing = drain.close();
    const body = bodyOf(response);
    response.resume();
    expect((await body).length).toBe(size);
    await closing;
  });

  it('ends an event stream at once, with its connection, so the browser tries again elsewhere', async () => {
    const taken = later();
    const release = later();
    // as the live-event hub opens one (events/live-events.ts); any other path is an answer held in flight
    const { port, drain } = await serve((req, res: ServerResponse) => {
      if (req.url !== '/events') {
        taken.done();
        return void release.happened.then(() => res.end('done'));
      }
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Connection', 'keep-alive');
      res.flushHeaders();
      res.write(': open\n\n');
    });
    const agent = new Agent({ keepAlive: true });
    const stream = await new Promise<IncomingMessage>((resolve) => get({ port, host: '127.0.0.1', path: '/events', agent }, resolve));
    const held = new Promise<IncomingMessage>((resolve) => get({ port, host: '127.0.0.1', path: '/held', agent }, resolve));
    await taken.happened;
    const streamSocketClosed = new Promise((resolve) => stream.socket.once('close', resolve));
    const body = bodyOf(stream);
    const closing = drain.close();
    expect((await body).toString()).toBe(': open\n\n');
    // while the other request is still being answered: the stream's connection is not kept for another try
    await streamSocketClosed;
    release.done();
    expect((await bodyOf(await held)).toString()).toBe('done');
    await closing;
  });

  it('cuts what is still running once the grace period is over', async () => {
    const taken = later();
    const { port, drain } = await serve(() => taken.done());
    const failed = new Promise<Error>((resolve) => get({ port, host: '127.0.0.1', path: '/' }).once('error', resolve));
    await taken.happened;
    await drain.close(50);
    expect((await failed).message).toMatch(/socket hang up|ECONNRESET/);
  });
});
