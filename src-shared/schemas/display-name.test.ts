import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { STAFF_NAME_MESSAGE } from '../format/staff-names';
import { registerSchema } from './auth';
import { displayNameField } from './display-name';

const profile = object({ displayName: displayNameField() });

describe('displayNameField', () => {
  it('refuses a staff name for members and takes it from admins', async () => {
    await expect(profile.validate({ displayName: 'Nestly Admin' })).rejects.toThrow(STAFF_NAME_MESSAGE);
    await expect(profile.validate({ displayName: 'Nestly Admin' }, { context: { isAdmin: false } })).rejects.toThrow(STAFF_NAME_MESSAGE);
    expect(await profile.validate({ displayName: ' Nestly Admin ' }, { context: { isAdmin: true } })).toEqual({ displayName: 'Nestly Admin' });
  });

  it('takes ordinary names, and no name at all', async () => {
    expect(await profile.validate({ displayName: 'Emma C.' })).toEqual({ displayName: 'Emma C.' });
    expect(await profile.validate({})).toEqual({});
  });

  it('at registration, lets through the start of the email the form sends, which is never stored', async () => {
    const input = { email: 'Staff@School.example', password: 'sleepless1', displayName: 'staff' };
    expect((await registerSchema.validate(input)).displayName).toBe('staff');
    await expect(registerSchema.validate({ ...input, displayName: 'Staff Room' })).rejects.toThrow(STAFF_NAME_MESSAGE);
    // the same name in a profile form is a chosen one, and checked
    await expect(profile.validate({ displayName: 'staff' })).rejects.toThrow(STAFF_NAME_MESSAGE);
  });
});
