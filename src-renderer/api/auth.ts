import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

const FIVE_MINUTES = 5 * 60_000;

/** The signed-in user, or undefined when signed out (the 401 counts as an error and is not retried). */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: keys.currentUser,
    queryFn: () => apiRequest<User>('GET', '/api/auth/user'),
    staleTime: FIVE_MINUTES,
  });
  const user = query.isError ? undefined : query.data;
  return { user, isLoading: query.isLoading, isAdmin: user?.role === 'admin', isSignedIn: Boolean(user) };
}

export interface Credentials {
  email: string;
  password: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => apiRequest<User>('POST', '/api/login', credentials),
    onSuccess: (user) => {
      // the previous visitor's cached data (favourites, counts) must not leak into this account
      queryClient.clear();
      queryClient.setQueryData(keys.currentUser, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Credentials & { displayName: string }) => apiRequest<User>('POST', '/api/register', input),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(keys.currentUser, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSettled: () => queryClient.clear(),
  });
}
