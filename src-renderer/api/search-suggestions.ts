import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from './api-request';
import { keys } from './keys';

/** "Did you mean …?" for a marketplace search that found nothing; null when nothing close finds listings. */
export function useDidYouMean(search: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.products.didYouMean(search),
    queryFn: async () => (await apiRequest<{ suggestion: string | null }>('GET', `/api/products/did-you-mean${queryString({ search })}`)).suggestion,
    enabled: enabled && search.trim() !== '',
  });
}
