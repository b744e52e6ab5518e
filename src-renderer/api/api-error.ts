import type { ErrorCode } from '../../src-shared/error-codes';

/**
 * A non-2xx answer from /api: its status and parsed body. The message is the body's `message`
 * (every error the server renders has one) and is only ever shown: code branches on `code` or
 * `status`, never on text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The body's machine code (docs/api.md), undefined when the answer has none (a proxy's page). */
  get code(): ErrorCode | string | undefined {
    return isRecord(this.body) && typeof this.body['code'] === 'string' ? this.body['code'] : undefined;
  }

  /** The server's per-field messages of a 400 ({ message, errors: { field: text } }). */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body['errors'] : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

/** The body of a failed answer: JSON when it is JSON, else its text (a proxy's HTML page, say). */
export function parseErrorBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (!(contentType ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the answer carries this machine code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.code === code;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** True when fetch itself failed (offline, server down), as opposed to an HTTP error answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

const MAX_HUMAN_LENGTH = 300;

/**
 * The server's message when it is written for people: a 4xx answer's `message` (a 5xx says
 * nothing useful to a member, and a proxy's page is not a message). Undefined otherwise.
 */
export function humanMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status >= 500) return undefined;
  const message = messageOf(error.body)?.trim();
  if (!message || message.length > MAX_HUMAN_LENGTH || /^[{[<]/.test(message)) return undefined;
  return message;
}

function messageOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body['message'] === 'string' ? body['message'] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
