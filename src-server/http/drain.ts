import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/*
 * A server that stops the way a load balancer or `docker stop` expects: the requests in flight get
 * their answers, within a grace period, rather than having their connections cut (a rolling restart
 * then drops nothing, and a write in flight is answered rather than left unknown to its sender).
 * New connections are refused at once. An event stream never ends by itself, so each is ended at
 * once with its connection, and the browser's EventSource connects again, to a server still running.
 * An answer given while closing closes its connection, so the client's next request goes elsewhere.
 *
 * Node's own server.close() also closes the connections it counts as idle, and it counts one whose
 * answer has ended as idle while the answer's last bytes still wait for a slow client: they were cut
 * off. Here a connection is idle only once its answer is wholly sent ('close' after 'finish').
 */

/** how long requests in flight may take to finish once the server closes, before their connections are cut */
export const DRAIN_MS = 10_000;
/** how often a closing server looks whether every request has its answer */
const LOOK_EVERY_MS = 20;

/** told by the Content-Type it set before its headers went out (setHeader, or Express's res.set) */
const isEventStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

export interface Drainable {
  /**
   * Refuses new connections at once (before its first await) and closes idle ones, lets the requests
   * in flight finish (at most `graceMs`), then closes every connection.
   */
  close: (graceMs?: number) => Promise<void>;
}

export function drainable(server: Server): Drainable {
  const answering = new Set<ServerResponse>();
  const connections = new Set<Socket>();
  let isClosing = false;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // before the app's own listener, which may answer at once: the header must go out with the answer
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (isClosing) res.setHeader('Connection', 'close');
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });

  const closeIdle = () => {
    const busy = new Set([...answering].map((res) => res.socket));
    for (const socket of connections) if (!busy.has(socket)) socket.destroy();
  };
  const endStreams = () => {
    for (const res of answering) {
      if (!isEventStream(res) || res.writableEnded) continue;
      // the stream's keep-alive would otherwise bring the browser's next attempt back here
      const socket = res.socket;
      res.end(() => socket?.end());
    }
  };

  const close = async (graceMs = DRAIN_MS) => {
    isClosing = true;
    for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    // the listening socket only: idle connections are told apart below (see above)
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    closeIdle();
    const deadline = performance.now() + graceMs;
    for (;;) {
      // streams opened while closing too: a request on a connection kept alive may still open one
      endStreams();
      if (answering.size === 0 || performance.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
    // connections idle since their last answer, and whatever is still running past the grace period
    server.closeAllConnections();
    await closed;
  };
  return { close };
}
