import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: keys.savedSearches.all,
    queryFn: () => apiRequest<SavedSearch[]>('GET', '/api/saved-searches'),
    enabled,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; filters: SavedSearch['filters'] }) => apiRequest<SavedSearch>('POST', '/api/saved-searches', input),
    meta: { failureToast: { title: 'Could not save the search', text: '{message}' }, onUnauthorized: 'sign-in' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.savedSearches.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/saved-searches/${id}`),
    meta: { failureToast: { title: 'Could not delete the search', text: '{message}' }, onUnauthorized: 'sign-in' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.savedSearches.all }),
  });
}

/** Opening a saved search: its count of new listings starts again. */
export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/saved-searches/${id}/seen`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.savedSearches.all }),
  });
}
