import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ReadBudgetExceeded } from '../db/read-pool';
import { errorBody, HttpError } from './http-error';
import { defaultErrorCode } from '../../src-shared/error-codes';

export const SEARCH_TOO_SLOW = 'This search is taking too long. Try fewer words or filters.';
export const PAGE_TOO_SLOW = 'This is taking too long. Please try again in a moment.';

/** A read stopped at its time budget: on a read thread (SQLite) or by statement_timeout (PostgreSQL, 57014). */
function ranPastBudget(error: unknown): boolean {
  if (error instanceof ReadBudgetExceeded) return true;
  return (error as { code?: unknown } | null)?.code === '57014';
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(`No API route for ${req.method} ${req.path}`, 'not_found'));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Registered last: renders HttpErrors, passes client errors from middleware through, hides the rest. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) {
    res.status(error.status).json(errorBody(error.message, error.code, error.errors));
    return;
  }
  if (ranPastBudget(error)) {
    // Retry-After: the site is fine, this one read was too costly to finish in time
    const searching = Object.keys(req.query ?? {}).length > 0;
    res
      .status(503)
      .set('Retry-After', '5')
      .json(errorBody(searching ? SEARCH_TOO_SLOW : PAGE_TOO_SLOW, 'too_slow'));
    return;
  }
  const clientError = error as BodyParserError;
  const status = clientError.status ?? clientError.statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      clientError.type === 'entity.too.large'
        ? 'Request body is too large'
        : clientError.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : clientError.expose && clientError.message
            ? clientError.message
            : 'Bad request';
    res.status(status).json(errorBody(message, clientError.type === 'entity.too.large' ? 'too_large' : defaultErrorCode(status)));
    return;
  }
  // the stack goes to the log under the request's id; the answer names only the id to quote
  const requestId = String(req.id);
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error', requestId });
};
