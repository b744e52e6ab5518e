import { describe, expect, it } from 'vitest';
import { validationErrors } from '../schemas/field-errors';
import { setupFormSchema } from './setup-schema';

const filled = { email: 'owner@example.com', password: 'long-enough-password', confirmPassword: 'long-enough-password' };

describe('the setup form', () => {
  it('asks to confirm the password when the second box is empty', () => {
    expect(validationErrors(setupFormSchema, { ...filled, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm the password' });
  });

  it('says the passwords differ only when both are typed and differ', () => {
    expect(validationErrors(setupFormSchema, { ...filled, confirmPassword: 'something-else-entirely' })).toEqual({
      confirmPassword: 'The passwords do not match',
    });
    expect(validationErrors(setupFormSchema, filled)).toEqual({});
  });
});
