import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewVote, ReviewVoteSummary } from '../../src-shared/types';
import type { ReviewCreateInput, ReviewUpdateInput } from '../../src-shared/schemas/review';
import { apiList, apiRequest, queryString } from './api-request';
import { SAVE_FAILED } from './failure-toast';
import { keys } from './keys';

export interface ReviewListParams {
  /** admins only: drafts, or every status; others always get published items */
  status?: 'draft' | 'published' | 'all';
  search?: string;
  category?: string;
  page?: number;
  pageSize?: number;
}

export function useReviews(params: ReviewListParams = {}) {
  return useQuery({
    queryKey: keys.reviews.list({ ...params }),
    queryFn: () => apiList<Review>(`/api/reviews${queryString({ ...params })}`),
  });
}

export function useReview(idOrSlug: string) {
  return useQuery({
    queryKey: keys.reviews.detail(idOrSlug),
    queryFn: () => apiRequest<Review>('GET', `/api/reviews/${encodeURIComponent(idOrSlug)}`),
  });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<ReviewCreateInput>) => apiRequest<Review>('POST', '/api/reviews', input),
    meta: { failureToast: { title: '{message}', fallback: 'Failed to create review' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.reviews.all }),
  });
}

export function useUpdateReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<ReviewUpdateInput>) => apiRequest<Review>('PATCH', `/api/reviews/${id}`, input),
    meta: { failureToast: { title: 'Failed to update review', text: '{message}', fallback: SAVE_FAILED } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.reviews.all }),
  });
}

/** Casts, changes or (with null) withdraws the member's vote; the page shows the new counts at once. */
export function useReviewVote(review: Pick<Review, 'id' | 'slug'>, detailKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: ReviewVote | null) =>
      vote === null
        ? apiRequest<ReviewVoteSummary>('DELETE', `/api/reviews/${review.id}/vote`)
        : apiRequest<ReviewVoteSummary>('PUT', `/api/reviews/${review.id}/vote`, { is_helpful: vote === 'helpful' }),
    meta: { failureToast: { title: 'Error', text: 'Could not save your vote. Please try again.' } },
    onSuccess: (summary) => {
      queryClient.setQueryData<Review>(keys.reviews.detail(detailKey), (old) => (old ? { ...old, ...summary } : old));
      void queryClient.invalidateQueries({ queryKey: keys.reviews.all });
    },
  });
}
