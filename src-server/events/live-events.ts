import type { Request, Response } from 'express';
import type { LiveEventName, LiveEvents } from '../../src-shared/live-events';

export type { LiveEventName };

export interface EventHubOptions {
  /** A comment line this often keeps proxies and browsers from dropping an idle stream. */
  heartbeatMs?: number;
  /** Oldest streams of a member are closed past this many (a tab left open per device is plenty). */
  maxStreamsPerUser?: number;
}

export interface EventHub {
  /** Turns the response into an event stream for the signed-in user until either side closes it. */
  subscribe: (req: Request, res: Response, userId: number) => void;
  publish: <E extends LiveEventName>(userId: number, event: E, data: LiveEvents[E]) => void;
  /** the member's streams open in this process */
  streamCount: (userId: number) => number;
  /**
   * Whether an event for the member could reach an open stream, so work for nobody is skipped. In
   * one process that is its own streams; a hub shared by several processes cannot know and says yes.
   */
  mayBeListening: (userId: number) => boolean;
  /**
   * Ends a member's open streams at once: all of them, only those opened with one session
   * (sign-out), or all but those of the session to keep (password change keeps the current tab).
   */
  closeStreams: (userId: number, which?: StreamSelection) => void;
}

export type StreamSelection = { onlySession: string } | { exceptSession: string };

interface Stream {
  res: Response;
  sessionId: string;
  close: () => void;
}

function isSelected(stream: Stream, which: StreamSelection | undefined): boolean {
  if (!which) return true;
  if ('onlySession' in which) return stream.sessionId === which.onlySession;
  return stream.sessionId !== which.exceptSession;
}

/**
 * Server-Sent Events to members, in process: a Map from user id to that member's open streams.
 * This is the whole hub for one server process (SQLite). Several processes on PostgreSQL each keep
 * their own streams here and hand every event to all of them through LISTEN/NOTIFY
 * (postgres-event-hub.ts).
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
      sessionId,
      close: () => {
        clearInterval(heartbeat);
        remove(userId, stream);
        if (!res.writableEnded) res.end();
      },
    };
    // Sign-out and the other session changes close streams at once (closeStreams); the beat is the
    // backstop for sessions that simply expire: it ends the stream once its session is gone.
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

  const publish = <E extends LiveEventName>(userId: number, event: E, data: LiveEvents[E]) => {
    const own = streams.get(userId);
    if (!own) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of own) stream.res.write(frame);
  };

  const closeStreams = (userId: number, which?: StreamSelection) => {
    for (const stream of [...(streams.get(userId) ?? [])]) if (isSelected(stream, which)) stream.close();
  };
  const streamCount = (userId: number) => streams.get(userId)?.size ?? 0;
  return { subscribe, publish, closeStreams, streamCount, mayBeListening: (userId) => streamCount(userId) > 0 };
}
