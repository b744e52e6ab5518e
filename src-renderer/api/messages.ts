import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request';
import { keys } from './keys';

export const UNREAD_POLL_MS = 60_000;

/** Unread message count for the header badge; polled every 60 s while signed in. */
export function useUnreadCount(isSignedIn: boolean) {
  return useQuery({
    queryKey: keys.unreadCount,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/messages/unread-count'),
    enabled: isSignedIn,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.count,
  });
}
