import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../src-shared/types';
import { apiList, apiRequest, queryString } from './api-request';
import { keys } from './keys';

export function useFavorites(params: { page?: number; pageSize?: number }, enabled: boolean) {
  return useQuery({
    queryKey: keys.favorites.list({ ...params }),
    queryFn: () => apiList<Product>(`/api/favorites${queryString({ ...params })}`),
    enabled,
  });
}

const asSet = (ids: number[]) => new Set(ids);

/**
 * The listings the signed-in member has favourited, as a set of ids: one small answer marks the
 * heart on every card, while the lists themselves are the same for everyone. Only asked when signed in.
 */
export function useFavoriteIds(enabled: boolean) {
  return useQuery({
    queryKey: keys.favorites.ids,
    queryFn: () => apiRequest<number[]>('GET', '/api/favorites/ids'),
    enabled,
    select: asSet,
  });
}

/** Whether the signed-in member has favourited a listing; only asked when signed in. */
export function useIsFavorite(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.products.isFavorite(productId),
    queryFn: () => apiRequest<{ isFavorite: boolean }>('GET', `/api/products/${productId}/is-favorite`),
    enabled,
    select: (data) => data.isFavorite,
  });
}

/** Adds or removes a favourite; the member's favourites (their list, their ids) and the listing's own mark are refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isFavorite }: { productId: number; isFavorite: boolean }) =>
      isFavorite ? apiRequest('DELETE', `/api/favorites/${productId}`) : apiRequest('POST', '/api/favorites', { product_id: productId }),
    // a 401 means the session ended: sign in again rather than read an error
    meta: { failureToast: { title: 'Error', text: 'Could not update favorites' }, onUnauthorized: 'sign-in' },
    onSuccess: async (_answer, { productId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.favorites.all }),
        queryClient.invalidateQueries({ queryKey: keys.products.isFavorite(productId) }),
      ]);
    },
  });
}
