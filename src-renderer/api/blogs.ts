import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogCategory, BlogPost } from '../../src-shared/types';
import type { BlogCreateInput, BlogUpdateInput } from '../../src-shared/schemas/blog';
import { apiList, apiRequest, queryString } from './api-request';
import { SAVE_FAILED } from './failure-toast';
import { keys } from './keys';

export interface BlogListParams {
  /** admins only: drafts, or every status; others always get published items */
  status?: 'draft' | 'published' | 'all';
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

/** A post by slug or id, for /blog/post/{slug-or-id}. */
export function useBlog(idOrSlug: string) {
  return useQuery({
    queryKey: keys.blogs.detail(idOrSlug),
    queryFn: () => apiRequest<BlogPost>('GET', `/api/blogs/${encodeURIComponent(idOrSlug)}`),
  });
}

/** A post by id, for the edit form. */
export function useBlogById(id: string) {
  return useQuery({
    queryKey: keys.blogs.byId(id),
    queryFn: () => apiRequest<BlogPost>('GET', `/api/blogs/id/${encodeURIComponent(id)}`),
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: keys.blogCategories,
    queryFn: () => apiRequest<BlogCategory[]>('GET', '/api/blog-categories'),
  });
}

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<BlogCreateInput>) => apiRequest<BlogPost>('POST', '/api/blogs', input),
    meta: { failureToast: { title: '{message}', fallback: 'Failed to create blog post' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.blogs.all }),
  });
}

export function useUpdateBlog(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<BlogUpdateInput>) => apiRequest<BlogPost>('PATCH', `/api/blogs/${id}`, input),
    meta: { failureToast: { title: 'Failed to update blog: {message}', fallback: SAVE_FAILED } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.blogs.all }),
  });
}
