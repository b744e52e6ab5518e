import type { Express } from 'express';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export interface Listening {
  server: Server;
  port: number;
  close: () => Promise<void>;
}

/** The app on a real loopback port, for clients supertest cannot be (raw paths, half-sent bodies, streams). */
export async function listen(app: Express): Promise<Listening> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, port, close };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** written at once; the request stays open until end() when `keepOpen` is set */
  body?: string | Buffer;
  keepOpen?: boolean;
}

/**
 * One request with the path sent exactly as written (no URL normalising of '..' or escapes), and
 * optionally a body left unfinished: `response` settles whenever the server answers.
 */
export function rawRequest(port: number, path: string, options: RawRequestOptions = {}) {
  const request = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers });
  const response = new Promise<RawResponse>((resolve, reject) => {
    request.on('response', (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        body += chunk;
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
    });
    request.on('error', reject);
  });
  // the answer has begun (its status and headers are in), for a stream that may not end for a while
  const started = new Promise<void>((resolve) => request.once('response', () => resolve()));
  // with `Expect: 100-continue`: the server has taken the request and waits for its body
  const continued = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  if (options.body !== undefined) request.write(options.body);
  if (!options.keepOpen) request.end();
  return { response, started, continued, end: (rest?: string | Buffer) => request.end(rest), abort: () => request.destroy() };
}

/** Whether a connection to the port on loopback is accepted now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
