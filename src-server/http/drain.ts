import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/*
 * A server that stops the way a load balancer or `docker stop` expects: the requests in flight get
 * their answers, within a grace period, rather than having their connections cut (a rolling restart
 * then drops nothing, and a write in flight is answered rather than left unknown to its sender).
 * New connections are refused at once. An event stream never ends by itself, so each is ended at
 * once, and the browser's EventSource connects again, to a server still running. An answer given
 * while closing closes its connection, so the client's next request opens a new one elsewhere.
 */

/** how long requests in flight may take to finish once the server closes, before their connections are cut */
export const DRAIN_MS = 10_000;
/** how often a closing server looks whether every request has its answer */
const LOOK_EVERY_MS = 20;

const isEventStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

export interface Drainable {
  /** Stops taking connections, lets the requests in flight finish (at most `graceMs`), then closes every connection. */
  close: (graceMs?: number) => Promise<void>;
}

export function drainable(server: Server): Drainable {
  const answering = new Set<ServerResponse>();
  let isClosing = false;
  // before the app's own listener, which may answer at once: the header must go out with the answer
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (isClosing) res.setHeader('Connection', 'close');
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });

  const close = async (graceMs = DRAIN_MS) => {
    isClosing = true;
    for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = performance.now() + graceMs;
    for (;;) {
      // streams opened while closing too: a request on a connection kept alive may still open one
      for (const res of answering) if (isEventStream(res) && !res.writableEnded) res.end();
      if (answering.size === 0 || performance.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
    // connections idle since their last answer, and whatever is still running past the grace period
    server.closeAllConnections();
    await closed;
  };
  return { close };
}
