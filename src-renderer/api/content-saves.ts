import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BlogPost, Deal, Review } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

const PATHS = {
  blogs: { path: '/api/blogs', all: keys.blogs.all },
  reviews: { path: '/api/reviews', all: keys.reviews.all },
  deals: { path: '/api/deals', all: keys.deals.all },
} as const;

interface Saved {
  blogs: BlogPost;
  reviews: Review;
  deals: Deal;
}

/**
 * The authoring pages' saves (autosave, Save draft, Publish, Update). They toast nothing themselves:
 * the page's save status says how each went, and a failed autosave is tried again rather than
 * shouted about every few seconds. Lists are marked stale without being fetched at once, so an
 * autosave every few seconds costs one request.
 */
export function useContentSaves<K extends keyof typeof PATHS>(kind: K) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const { path, all } = PATHS[kind];
    const settle = (item: Saved[K]) => {
      void queryClient.invalidateQueries({ queryKey: all, refetchType: 'none' });
      return item;
    };
    return {
      create: (input: Record<string, unknown>) => apiRequest<Saved[K]>('POST', path, input).then(settle),
      update: (id: number, input: Record<string, unknown>) => apiRequest<Saved[K]>('PATCH', `${path}/${id}`, input).then(settle),
    };
  }, [kind, queryClient]);
}
