import { describe, expect, it } from 'vitest';
import { validationErrors } from './field-errors';
import { NEWSLETTER_INVALID, newsletterSchema } from './newsletter';

describe('newsletterSchema', () => {
  it('takes any address with an @ in it', () => {
    expect(validationErrors(newsletterSchema, { email: ' parent@example.com ' })).toEqual({});
  });

  it.each(['', '   ', 'no-at-sign'])('refuses %j in the spec words', (email) => {
    expect(validationErrors(newsletterSchema, { email })).toEqual({ email: NEWSLETTER_INVALID });
  });
});
