/**
 * The machine `code` every 4xx (and the 503s a client can act on) carries beside its `message`.
 * The renderer branches on these, never on the words, so a message can be reworded freely.
 * docs/api.md lists them with the answers that use them.
 */
export const ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'cross_site',
  'not_found',
  'conflict',
  'already_reported',
  'already_decided',
  'undo_expired',
  'email_taken',
  'too_large',
  'misdirected',
  'rate_limited',
  'too_slow',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an answer of this status carries when nothing more specific applies. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 421:
      return 'misdirected';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return 'invalid';
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
