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
 * LOG_FORMAT, or the default for where the output goes: readable lines for a person at a terminal,
 * JSON lines for anything reading a pipe or a file (a log collector, systemd's journal, docker logs).
 */
export function chooseLogFormat(value: string | undefined, isTerminal: boolean): LogFormat {
  const format = value?.trim().toLowerCase();
  if (format === undefined || format === '') return isTerminal ? 'pretty' : 'json';
  if (format === 'json' || format === 'pretty') return format;
  throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
}

/** The fields of a request line, which the readable format turns into 'GET /path 200 12ms'. */
const REQUEST_FIELDS = ['requestId', 'method', 'path', 'status', 'duration', 'userId'];
/** Fields the readable line already says in words. */
const SAID_IN_WORDS = [...REQUEST_FIELDS, 'url'];

/**
 * The words of one readable line: a request reads 'GET /api/products 200 12ms (member 5)', anything
 * else its message, with the id of the request it happened in, to find it in the request lines.
 */
export function readableMessage(line: Record<string, unknown>): string {
  const message = String(line['msg'] ?? '');
  if (typeof line['method'] === 'string' && typeof line['status'] === 'number') {
    const duration = typeof line['duration'] === 'number' ? ` ${Math.round(line['duration'])}ms` : '';
    const member = typeof line['userId'] === 'number' ? ` (member ${line['userId']})` : '';
    return `${line['method']} ${String(line['path'])} ${line['status']}${duration}${member}`;
  }
  return typeof line['requestId'] === 'string' ? `${message} (request ${line['requestId']})` : message;
}

/**
 * The server's one logger: a JSON line per event (for log collectors), or one readable line per
 * request or event for someone reading a terminal. `destination` is for tests that read the lines.
 */
export function createLogger(level: LogLevel, format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'pretty') {
    const readable = pretty({
      colorize: destination === undefined && process.stdout.isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: SAID_IN_WORDS.join(','),
      messageFormat: (line) => readableMessage(line),
      destination: destination ?? 1,
      // written at once, so a line logged just before the process exits is not lost
      sync: true,
    });
    return pino(options, readable);
  }
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
    // the request and the answer are never logged whole (see above), yet pino-http binds the request to a
    // logger for every request, serialising its headers each time: about 4% of the cost of a cached answer
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'duration' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, value: { duration: number }) => requestLine(req, res, value.duration),
    customErrorObject: (req, res, _error, value: { duration: number }) => requestLine(req, res, value.duration),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
