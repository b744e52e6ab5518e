import type { Request, Response } from 'express';

export type LiveEventName = 'message' | 'unread-count';

export interface EventHubOptions {
  /** A comment line this often keeps proxies and browsers from dropping an idle stream. */
  heartbeatMs?: number;
  /** Oldest streams of a member are closed past this many (a tab left open per device is plenty). */
  maxStreamsPerUser?: number;
}

export interface EventHub {
  /** Turns the response into an event stream for the signed-in user until either side closes it. */
  subscribe: (req: Request, res: Response, userId: number) => void;
  publish: (userId: number, event: LiveEventName, data: unknown) => void;
  streamCount: (userId: number) => number;
}

interface Stream {
  res: Response;
  close: () => void;
}

/**
 * Server-Sent Events to members, in process: a Map from user id to that member's open streams.
 * This works for one server process. Several web processes behind a proxy would each hold only
 * their own streams, so they would need a shared bus (for example PostgreSQL LISTEN/NOTIFY)
 * to hand every event to every process. Not built: today a tab streaming from one process would
 * miss events raised in another until its next fetch.
 */
export function createEventHub({ heartbeatMs = 25_000, maxStreamsPerUser = 10 }: EventHubOptions = {}): EventHub {
  const streams = new Map<number, Set<Stream>>();

  const remove = (userId: number, stream: Stream) => {
    const own = streams.get(userId);
    if (!own) return;
    own.delete(stream);
    if (own.size === 0) streams.delete(userId);
  };

  const subscribe = (req: Request, res: Response, userId: number) => {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies buffer responses unless told not to
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');

    const sessionId = req.sessionID;
    const sessionStore = req.sessionStore;
    let heartbeat: NodeJS.Timeout | undefined;
    const stream: Stream = {
      res,
      close: () => {
        clearInterval(heartbeat);
        remove(userId, stream);
        if (!res.writableEnded) res.end();
      },
    };
    // The stream outlives the request that opened it: on each beat, end it once the session is gone
    // (signed out elsewhere, or expired), so a signed-out tab stops receiving the member's messages.
    heartbeat = setInterval(() => {
      sessionStore.get(sessionId, (error, session) => {
        if (error || session?.userId !== userId) stream.close();
        else res.write(': heartbeat\n\n');
      });
    }, heartbeatMs);
    heartbeat.unref();
    req.on('close', stream.close);

    const own = streams.get(userId) ?? new Set<Stream>();
    streams.set(userId, own);
    own.add(stream);
    if (own.size > maxStreamsPerUser) own.values().next().value?.close();
  };

  const publish = (userId: number, event: LiveEventName, data: unknown) => {
    const own = streams.get(userId);
    if (!own) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of own) stream.res.write(frame);
  };

  return { subscribe, publish, streamCount: (userId) => streams.get(userId)?.size ?? 0 };
}
