import { defaultErrorCode, type ErrorCode } from '../../src-shared/error-codes';

export class HttpError extends Error {
  /** the machine code of the answer's body; by default the one its status stands for */
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? defaultErrorCode(status);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden', code?: ErrorCode) => new HttpError(403, message, undefined, code);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>, code?: ErrorCode) => new HttpError(409, message, errors, code);

/** The JSON body of an error answer: `{ message, code, errors? }`. */
export function errorBody(message: string, code: ErrorCode, errors?: Record<string, string>) {
  return errors ? { message, code, errors } : { message, code };
}
