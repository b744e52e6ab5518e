import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

/** Marketplace categories, which reviews and deals are filed under. */
export function useProductCategories() {
  return useQuery({
    queryKey: keys.productCategories,
    queryFn: () => apiRequest<Category[]>('GET', '/api/product-categories'),
  });
}
