import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminComment, AdminUser, CommentStatus, DashboardStats, QueueAction, QueueItem, Role, User } from '../../src-shared/types';
import { apiList, apiRequest, queryString } from './api-request';
import { keys } from './keys';
import { onLiveEvent } from './live-event-listeners';

/** Every admin list, the public discussions and the listings: what a moderation decision can change. */
function refreshAfterDecision(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: keys.admin.all });
  void queryClient.invalidateQueries({ queryKey: keys.comments.all });
  void queryClient.invalidateQueries({ queryKey: keys.products.all });
}

/** A moderation decision: its request, the toast title should it fail, then every list it may change refreshed. */
function useDecision<Vars, Result>(request: (vars: Vars) => Promise<Result>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { failureToast: { title: failureTitle, text: '{message}' } },
    onSuccess: () => refreshAfterDecision(queryClient),
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: keys.admin.stats,
    queryFn: () => apiRequest<DashboardStats>('GET', '/api/admin/stats'),
  });
}

export interface AdminUserParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

export function useAdminUsers(params: AdminUserParams) {
  return useQuery({
    queryKey: keys.admin.users({ ...params }),
    queryFn: () => apiList<AdminUser>(`/api/admin/users${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) => apiRequest<User>('PATCH', `/api/admin/users/${userId}/role`, { role }),
    // the server says why when it refuses (the last admin cannot be demoted)
    meta: { failureToast: { title: 'Failed to update role', text: '{message}' } },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.admin.all });
      // an admin who demoted themself loses the console at once
      void queryClient.invalidateQueries({ queryKey: keys.currentUser });
    },
  });
}

export function useReactivateUser() {
  return useDecision((userId: number) => apiRequest<AdminUser>('POST', `/api/admin/users/${userId}/reactivate`), 'Failed to reactivate account');
}

export type CommentFilter = CommentStatus | 'all';

export function useAdminComments(params: { status: CommentFilter; page?: number; pageSize?: number }) {
  return useQuery({
    queryKey: keys.admin.comments({ ...params }),
    queryFn: () => apiList<AdminComment>(`/api/admin/comments${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useSetCommentStatus() {
  return useDecision(
    ({ id, status }: { id: number; status: 'approved' | 'rejected' }) => apiRequest<AdminComment>('PATCH', `/api/admin/comments/${id}/status`, { status }),
    'Failed to update comment',
  );
}

export function useModerationQueue(params: { page?: number; pageSize?: number } = {}) {
  return useQuery({
    queryKey: keys.admin.queue({ ...params }),
    queryFn: () => apiList<QueueItem>(`/api/admin/queue${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useQueueDecision() {
  return useDecision(
    ({ id, action }: { id: number; action: QueueAction }) => apiRequest<QueueItem>('PATCH', `/api/admin/queue/${id}`, { action }),
    'Failed to update item',
  );
}

/** Takes back a decision moments after it was made (its toast offers Undo). */
export function useQueueUndo() {
  return useDecision((id: number) => apiRequest<QueueItem>('POST', `/api/admin/queue/${id}/undo`), 'Could not undo the decision');
}

export type ContentKind = 'blogs' | 'products' | 'reviews' | 'deals';

const CONTENT_KEYS: Record<ContentKind, readonly string[]> = {
  blogs: keys.blogs.all,
  products: keys.products.all,
  reviews: keys.reviews.all,
  deals: keys.deals.all,
};

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/${kind}/${id}`),
    meta: { failureToast: { title: 'Failed to delete content', text: '{message}' } },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS[kind] });
      void queryClient.invalidateQueries({ queryKey: keys.admin.all });
    },
  });
}

/**
 * While an admin screen is open, the live 'pending-count' event (a new pending comment or report,
 * another admin's decision) refreshes the queue, the comments and the stats without a reload.
 */
export function useAdminLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('pending-count', () => {
        void queryClient.invalidateQueries({ queryKey: keys.admin.all });
      }),
    [queryClient],
  );
}
