import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';

export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Resolves with the next event (comments skipped), in arrival order. */
  next: () => Promise<LiveEvent>;
  /** Resolves with the next comment line (heartbeats), in arrival order. */
  nextComment: () => Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens GET /api/events on a listening server with a session cookie and parses the frames as they arrive. */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const queue: LiveEvent[] = [];
    const waiting: ((event: LiveEvent) => void)[] = [];
    const comments: string[] = [];
    const commentWaiting: ((comment: string) => void)[] = [];
    let buffer = '';

    const deliver = (frame: string) => {
      const lines = frame.split('\n');
      const comment = lines.find((line) => line.startsWith(':'));
      if (comment) {
        const waiter = commentWaiting.shift();
        if (waiter) waiter(comment.slice(1).trim());
        else comments.push(comment.slice(1).trim());
      }
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (!event || data === undefined) return;
      const parsed = { event, data: JSON.parse(data) as unknown };
      const waiter = waiting.shift();
      if (waiter) waiter(parsed);
      else queue.push(parsed);
    };

    const request: ClientRequest = httpRequest(`${baseUrl}/api/events`, { headers: { Cookie: cookie, Accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          deliver(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        next: () =>
          new Promise((done) => {
            const queued = queue.shift();
            if (queued) done(queued);
            else waiting.push(done);
          }),
        nextComment: () =>
          new Promise((done) => {
            const queued = comments.shift();
            if (queued !== undefined) done(queued);
            else commentWaiting.push(done);
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end();
  });
}
