import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

/**
 * The server's one logger: a JSON line per event (for log collectors), or coloured lines for someone
 * reading a terminal (LOG_FORMAT=pretty). `destination` is for tests that read the lines.
 */
export function createLogger(level: LogLevel, format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'pretty') return pino(options, pretty({ colorize: process.stdout.isTTY, singleLine: true, destination: destination ?? 1 }));
  return destination ? pino(options, destination) : pino(options);
}

/** A proxy's own request id is kept when it looks like one, so its logs and ours share the id. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,100}$/;

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const forwarded = req.headers['x-request-id'];
  const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

type LoggedRequest = IncomingMessage & { originalUrl?: string; user?: { id: number } };

/** The fields of the one line per request; the path without its query (search words stay private). */
function requestLine(req: LoggedRequest, res: ServerResponse, duration: number) {
  const url = req.originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return {
    method: req.method,
    path: query >= 0 ? url.slice(0, query) : url,
    status: res.statusCode,
    duration,
    userId: req.user?.id ?? null,
  };
}

/**
 * One structured line per request, written when the answer is finished: request id, method, path,
 * status, duration (ms) and the signed-in member's id. Headers and bodies are never logged (cookies,
 * passwords). `req.log` carries the request id for anything logged while answering.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'duration' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, value: { duration: number }) => requestLine(req, res, value.duration),
    customErrorObject: (req, res, _error, value: { duration: number }) => requestLine(req, res, value.duration),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
