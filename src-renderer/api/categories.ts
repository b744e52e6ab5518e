import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

export function useCategories() {
  return useQuery({
    queryKey: keys.categories.list,
    queryFn: () => apiRequest<Category[]>('GET', '/api/categories'),
  });
}

/** One category by slug or id; a 404 surfaces as the query's error. */
export function useCategory(slugOrId: string) {
  return useQuery({
    queryKey: keys.categories.detail(slugOrId),
    queryFn: () => apiRequest<Category>('GET', `/api/categories/${encodeURIComponent(slugOrId)}`),
  });
}
