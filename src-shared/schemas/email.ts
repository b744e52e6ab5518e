import { string } from 'yup';

/** The longest address a mail system delivers to (RFC 5321's path limit, less its angle brackets). */
const EMAIL_MAX = 254;

/**
 * An email address as every form reads it: trimmed and lower-cased, then checked for its shape and
 * length. Whether it may be missing is the caller's to add.
 */
export function emailField({ invalid, tooLong = invalid }: { invalid: string; tooLong?: string }) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .typeError(invalid)
    .max(EMAIL_MAX, tooLong)
    .email(invalid);
}
