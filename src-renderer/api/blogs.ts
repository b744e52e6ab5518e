import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../src-shared/types';
import { apiList, queryString } from './api-request';
import { keys } from './keys';

export interface BlogListParams {
  search?: string;
  category?: string;
  page?: number;
  pageSize?: number;
}

export function useBlogs(params: BlogListParams = {}) {
  return useQuery({
    queryKey: keys.blogs.list({ ...params }),
    queryFn: () => apiList<BlogPost>(`/api/blogs${queryString({ ...params })}`),
  });
}
