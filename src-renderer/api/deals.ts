import { useQuery } from '@tanstack/react-query';
import type { Deal } from '../../src-shared/types';
import { apiList, queryString } from './api-request';
import { keys } from './keys';

export interface DealListParams {
  search?: string;
  category?: string;
  minDiscount?: number;
  page?: number;
  pageSize?: number;
}

export function useDeals(params: DealListParams = {}) {
  return useQuery({
    queryKey: keys.deals.list({ ...params }),
    queryFn: () => apiList<Deal>(`/api/deals${queryString({ ...params })}`),
  });
}
