import { describe, expect, it } from 'vitest';
import { profileFormSchema } from '../../../src-shared/schemas/profile';
import type { User } from '../../../src-shared/types';
import { profileChanges, profileFormValues } from './profile-form-values';
import { PROFILE_TABS, tabFromSearch, tabHref } from './profile-tabs';

describe('profile tabs in the address', () => {
  it('opens the tab the query names, and Profile when it names none or an unknown one', () => {
    expect(tabFromSearch('?tab=settings')).toBe('settings');
    expect(tabFromSearch('tab=listings')).toBe('listings');
    expect(tabFromSearch('')).toBe('profile');
    expect(tabFromSearch('?tab=admin')).toBe('profile');
    expect(tabFromSearch('?tab=')).toBe('profile');
  });

  it('links each tab to an address that opens it again', () => {
    expect(tabHref('profile')).toBe('/profile');
    expect(tabHref('messages')).toBe('/profile?tab=messages');
    for (const tab of PROFILE_TABS) expect(tabFromSearch(new URL(tabHref(tab), 'http://x').search)).toBe(tab);
  });
});

const user = {
  id: 7,
  email: 'emma@nestly.test',
  displayName: 'Emma',
  location: null,
  bio: 'Mum of two',
  profileImageUrl: null,
} as User;

describe('profile form values', () => {
  it('fills the form from the member, empty where nothing is set', () => {
    expect(profileFormValues(user)).toEqual({
      displayName: 'Emma',
      email: 'emma@nestly.test',
      location: '',
      bio: 'Mum of two',
      profileImageUrl: '',
      currentPassword: '',
    });
  });

  it('sends trimmed text, and null for optional fields left empty so they are cleared', () => {
    const values = { displayName: ' Emma W ', email: ' emma@nestly.test ', location: '  ', bio: '', profileImageUrl: ' /uploads/a.jpg ', currentPassword: 'x' };
    expect(profileChanges(values, user)).toEqual({
      displayName: 'Emma W',
      email: 'emma@nestly.test',
      location: null,
      bio: null,
      profileImageUrl: '/uploads/a.jpg',
    });
  });

  it('sends the current password only with a new email', () => {
    const values = { ...profileFormValues(user), email: 'Emma.New@nestly.test', currentPassword: 'sleepless1' };
    expect(profileChanges(values, user)).toMatchObject({ email: 'Emma.New@nestly.test', currentPassword: 'sleepless1' });
    expect(profileChanges({ ...values, email: 'EMMA@nestly.test' }, user)).not.toHaveProperty('currentPassword');
  });
});

describe("the profile form's rules", () => {
  it('asks for a name and an email even when formik hands an emptied field over as missing', async () => {
    await expect(profileFormSchema.validateAt('displayName', { displayName: undefined })).rejects.toThrow('Name must be at least 2 characters');
    await expect(profileFormSchema.validateAt('email', { email: undefined })).rejects.toThrow('Invalid email address');
    await expect(profileFormSchema.validateAt('bio', { bio: 'x'.repeat(501) })).rejects.toThrow('Bio must be less than 500 characters');
    await expect(profileFormSchema.isValid({ displayName: 'Emma', email: 'emma@nestly.test', location: undefined, bio: undefined })).resolves.toBe(true);
  });
});
