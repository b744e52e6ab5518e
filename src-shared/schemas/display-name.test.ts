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

  it('at registration checks the name like any other, the start of the email included: it is stored as shown', async () => {
    const input = { email: 'Staff@School.example', password: 'sleepless1', displayName: 'staff' };
    await expect(registerSchema.validate(input)).rejects.toThrow(STAFF_NAME_MESSAGE);
    expect((await registerSchema.validate({ ...input, displayName: 'Sam' })).displayName).toBe('Sam');
  });
});
