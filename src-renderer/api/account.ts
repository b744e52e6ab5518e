import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeInput } from '../../src-shared/schemas/account';
import type { ProfileInput } from '../../src-shared/schemas/profile';
import type { User } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { switchAccount } from './auth';
import { SAVE_FAILED } from './failure-toast';
import { keys } from './keys';

/** PATCH /api/users/:id: the profile fields; the current-user data is refreshed afterwards (spec §7). */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileInput) => apiRequest<User>('PATCH', `/api/users/${userId}`, changes),
    meta: { failureToast: { title: 'Error updating profile', text: '{message}', fallback: SAVE_FAILED }, onUnauthorized: 'sign-in' },
    onSuccess: async (user) => {
      queryClient.setQueryData(keys.currentUser, user);
      await queryClient.invalidateQueries({ queryKey: keys.currentUser });
    },
  });
}

/** POST /api/auth/password: this browser stays signed in, every other session ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiRequest('POST', '/api/auth/password', input),
    meta: { failureToast: { title: 'Could not change password', text: '{message}', fallback: SAVE_FAILED }, onUnauthorized: 'sign-in' },
  });
}

export type AccountClosing = 'deactivate' | 'delete';

/**
 * Deactivates or deletes the member's own account (their password confirms it). The server signs
 * this browser out, so the cache switches to signed out and nothing of the account lingers.
 */
export function useCloseAccount(userId: number, closing: AccountClosing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      closing === 'delete' ? apiRequest('DELETE', `/api/users/${userId}`, { password }) : apiRequest('POST', `/api/users/${userId}/deactivate`, { password }),
    meta: {
      failureToast: { title: closing === 'delete' ? 'Could not delete account' : 'Could not deactivate account', text: '{message}', fallback: SAVE_FAILED },
      onUnauthorized: 'sign-in',
    },
    onSuccess: () => switchAccount(queryClient, null),
  });
}
