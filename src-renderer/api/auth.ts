import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';
import { useUiStore } from '../stores/ui';

const FIVE_MINUTES = 5 * 60_000;

/** The signed-in user, or undefined when signed out (the 401 counts as an error and is not retried). */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: keys.currentUser,
    queryFn: () => apiRequest<User | null>('GET', '/api/auth/user'),
    staleTime: FIVE_MINUTES,
  });
  // a refresh that fails (the server restarting, the connection dropping) keeps the member signed in on
  // screen; an ended session clears them (a 401 sets the data to null: query-client.ts)
  const user = query.data ?? undefined;
  return { user, isLoading: query.isLoading, isAdmin: user?.role === 'admin', isSignedIn: Boolean(user) };
}

/**
 * Switches the cache to another account (or to signed out): the user is set in place so the
 * header updates at once, and every other query is reset so no data of the previous account lingers.
 */
export function switchAccount(queryClient: QueryClient, user: User | null): void {
  useUiStore.getState().setSessionExpired(false);
  queryClient.setQueryData(keys.currentUser, user);
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== keys.currentUser[0] });
}

export interface Credentials {
  email: string;
  password: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => apiRequest<User>('POST', '/api/login', credentials),
    onSuccess: (user) => switchAccount(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Credentials & { displayName?: string }) => apiRequest<User>('POST', '/api/register', input),
    onSuccess: (user) => switchAccount(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSettled: () => switchAccount(queryClient, null),
  });
}
