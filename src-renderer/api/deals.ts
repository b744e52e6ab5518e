import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deal } from '../../src-shared/types';
import type { DealCreateInput, DealUpdateInput } from '../../src-shared/schemas/deal';
import { apiList, apiRequest, queryString } from './api-request';
import { SAVE_FAILED } from './failure-toast';
import { keys } from './keys';

export interface DealListParams {
  /** admins only: drafts, or every status; others always get published items */
  status?: 'draft' | 'published' | 'all';
  search?: string;
  category?: string;
  minDiscount?: number;
  /** ended deals are left out unless this is true */
  includeExpired?: boolean;
  sort?: 'newest' | 'ending_soon';
  page?: number;
  pageSize?: number;
}

export function useDeals(params: DealListParams = {}) {
  return useQuery({
    queryKey: keys.deals.list({ ...params }),
    queryFn: () => apiList<Deal>(`/api/deals${queryString({ ...params, includeExpired: params.includeExpired ? 'true' : undefined })}`),
  });
}

export function useDeal(id: string) {
  return useQuery({
    queryKey: keys.deals.detail(id),
    queryFn: () => apiRequest<Deal>('GET', `/api/deals/${encodeURIComponent(id)}`),
  });
}

export function useRelatedDeals(id: number) {
  return useQuery({
    queryKey: keys.relatedDeals(id),
    queryFn: () => apiRequest<Deal[]>('GET', `/api/deals/related/${id}`),
  });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<DealCreateInput>) => apiRequest<Deal>('POST', '/api/deals', input),
    meta: { failureToast: { title: '{message}', fallback: 'Failed to create deal' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deals.all }),
  });
}

export function useUpdateDeal(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<DealUpdateInput>) => apiRequest<Deal>('PATCH', `/api/deals/${id}`, input),
    meta: { failureToast: { title: 'Failed to update deal: {message}', fallback: SAVE_FAILED } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deals.all }),
  });
}
