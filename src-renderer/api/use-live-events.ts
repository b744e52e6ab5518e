import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvents } from '../../src-shared/live-events';
import { useLiveEventsStore } from '../stores/live-events';
import { keys } from './keys';
import { emitLiveEvent } from './live-event-listeners';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as globalThis.MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

const isCount = (data: { count: number } | null): data is { count: number } => data !== null && Number.isSafeInteger(data.count) && data.count >= 0;

function handleMessage(queryClient: QueryClient, data: LiveEvents['message'] | null): void {
  if (!data || typeof data.conversationId !== 'number') return;
  // refetches what is on screen: an open thread fetches (and so reads) the message, the list re-sorts
  void queryClient.invalidateQueries({ queryKey: keys.conversations.all });
  if (typeof data.message?.sender_id === 'number') emitLiveEvent('message', data);
}

/** Admins: the moderation queue's size, for the console's side navigation, menu and notifications. */
function handlePendingCount(queryClient: QueryClient, data: LiveEvents['pending-count'] | null): void {
  if (!isCount(data)) return;
  queryClient.setQueryData(keys.pendingCount, { count: data.count });
  emitLiveEvent('pending-count', data);
}

/** The bell's count of unread notifications. */
function handleNotificationCount(queryClient: QueryClient, data: LiveEvents['notification-count'] | null): void {
  if (!isCount(data)) return;
  queryClient.setQueryData(keys.notifications.unreadCount, { count: data.count });
  void queryClient.invalidateQueries({ queryKey: keys.notifications.all, predicate: (query) => query.queryKey[1] === 'list' });
  emitLiveEvent('notification-count', data);
}

async function handleUnreadCount(queryClient: QueryClient, data: LiveEvents['unread-count'] | null): Promise<void> {
  if (!isCount(data)) return;
  // a request still on its way was answered before this count: it must not overwrite it
  await queryClient.cancelQueries({ queryKey: keys.unreadCount });
  const previous = queryClient.getQueryData<{ count: number }>(keys.unreadCount);
  queryClient.setQueryData(keys.unreadCount, { count: data.count });
  // the list's per-conversation counts changed only if the total did (not on the count sent at connect)
  if (previous !== undefined && previous.count !== data.count) {
    void queryClient.invalidateQueries({ queryKey: keys.conversations.list() });
  }
}

/**
 * One event stream per signed-in tab (mounted once, in the app's layout). New messages and unread
 * counts arrive as they happen; while the stream is down the screens fall back to polling. The
 * browser retries dropped connections itself; a refused one (e.g. 401, server restarting behind a
 * proxy) is retried here with a growing delay. After a reconnect, what may have been missed is refetched.
 */
export function useLiveEvents(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const setConnected = useLiveEventsStore((state) => state.setConnected);

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let hasConnected = false;

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.addEventListener('open', () => {
        setConnected(true);
        retryMs = FIRST_RETRY_MS;
        if (hasConnected) {
          void queryClient.invalidateQueries({ queryKey: keys.conversations.all });
          void queryClient.invalidateQueries({ queryKey: keys.notifications.all });
        }
        hasConnected = true;
      });
      source.addEventListener('message', (event) => handleMessage(queryClient, parse<LiveEvents['message']>(event)));
      source.addEventListener('unread-count', (event) => void handleUnreadCount(queryClient, parse<LiveEvents['unread-count']>(event)));
      source.addEventListener('notification-count', (event) => handleNotificationCount(queryClient, parse<LiveEvents['notification-count']>(event)));
      source.addEventListener('pending-count', (event) => handlePendingCount(queryClient, parse<LiveEvents['pending-count']>(event)));
      source.addEventListener('error', () => {
        setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();

    return () => {
      clearTimeout(retryTimer);
      source?.close();
      setConnected(false);
    };
  }, [queryClient, setConnected, userId]);
}
