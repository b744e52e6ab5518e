import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../src-shared/notifications';
import type { NotificationPreferences, NotificationPreferencesInput } from '../../src-shared/schemas/notification-preferences';
import { useLiveEventsStore } from '../stores/live-events';
import { apiList, apiRequest, queryString } from './api-request';
import { keys } from './keys';
import { UNREAD_POLL_MS } from './messages';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The bell's unread count; the event stream keeps it live, polled every 60 s while it is down. */
export function useNotificationCount(isSignedIn: boolean) {
  const isLive = useLiveEventsStore((state) => state.isConnected);
  return useQuery({
    queryKey: keys.notifications.unreadCount,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/notifications/unread-count'),
    enabled: isSignedIn,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
    select: (data) => data.count,
  });
}

export function useNotifications(page: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.notifications.list({ page }),
    queryFn: () => apiList<Notification>(`/api/notifications${queryString({ page, pageSize: NOTIFICATIONS_PAGE_SIZE })}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Marks the given notifications read, or every one of them when no ids are given. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => apiRequest<{ count: number }>('POST', '/api/notifications/read', ids ? { ids } : {}),
    meta: { failureToast: { title: 'Could not mark notifications read', text: '{message}' } },
    onSuccess: ({ count }) => {
      queryClient.setQueryData(keys.notifications.unreadCount, { count });
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}

/** How e-mail reaches the member, per topic. */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery({
    queryKey: keys.notifications.preferences,
    queryFn: () => apiRequest<NotificationPreferences>('GET', '/api/notifications/preferences'),
    enabled,
  });
}

export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => apiRequest<NotificationPreferences>('PUT', '/api/notifications/preferences', input),
    meta: { failureToast: { title: 'Could not save your e-mail choices', text: '{message}' } },
    onSuccess: (preferences) => queryClient.setQueryData(keys.notifications.preferences, preferences),
  });
}

/** The one-click unsubscribe of a mailed link. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => apiRequest<{ message: string }>('POST', '/api/mail/unsubscribe', { token }) });
}
