import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Message } from '../../src-shared/types';
import { useLiveEventsStore } from '../stores/live-events';
import { apiList, apiRequest, queryString } from './api-request';
import { keys } from './keys';

export const UNREAD_POLL_MS = 60_000;
export const THREAD_POLL_MS = 10_000;
export const THREAD_PAGE_SIZE = 50;

interface ThreadPage {
  items: Message[];
  total: number;
}

/** Unread message count for the header badge; the event stream keeps it live, polled every 60 s when it is down. */
export function useUnreadCount(isSignedIn: boolean) {
  const isLive = useLiveEventsStore((state) => state.isConnected);
  return useQuery({
    queryKey: keys.unreadCount,
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/messages/unread-count'),
    enabled: isSignedIn,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
    select: (data) => data.count,
  });
}

/**
 * A conversation's messages, newest page first with older pages loaded on demand. Fetching them
 * marks what the other member sent as read. Polled every 10 s only while the event stream is down.
 */
export function useThread(conversationId: number, enabled = true) {
  const isLive = useLiveEventsStore((state) => state.isConnected);
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey: keys.conversations.messages(conversationId),
    queryFn: ({ pageParam }) =>
      apiList<Message>(`/api/conversations/${conversationId}/messages${queryString({ pageSize: THREAD_PAGE_SIZE, before: pageParam })}`),
    initialPageParam: undefined as number | undefined,
    // pages hold older and older messages; a short page means the start of the thread
    getNextPageParam: (page: ThreadPage) => (page.items.length < THREAD_PAGE_SIZE ? undefined : page.items[0]?.id),
    enabled,
    refetchInterval: isLive ? false : THREAD_POLL_MS,
  });

  // Fetching the thread read its new messages, so the badge and the list are out of date. The stream
  // pushes the new count too, but a count requested before the read may still be on its way: ask again.
  const newestId = thread.data?.pages[0]?.items.at(-1)?.id;
  useEffect(() => {
    if (newestId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: keys.unreadCount });
    void queryClient.invalidateQueries({ queryKey: keys.conversations.list() });
  }, [newestId, queryClient]);
  return thread;
}

/** Oldest first, each message once (pages fetched at different moments may overlap). */
export function threadMessages(data: InfiniteData<ThreadPage> | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of [...data.pages].reverse()) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()];
}

function appendMessage(data: InfiniteData<ThreadPage> | undefined, message: Message): InfiniteData<ThreadPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [latest, ...older] = data.pages;
  if (latest!.items.some((item) => item.id === message.id)) return data;
  return { ...data, pages: [{ items: [...latest!.items, message], total: latest!.total + 1 }, ...older] };
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest<Message>('POST', `/api/conversations/${conversationId}/messages`, { content }),
    meta: { failureToast: { title: 'Message failed to send', text: '{message}' } },
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ThreadPage>>(keys.conversations.messages(conversationId), (data) => appendMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: keys.conversations.list() });
      void queryClient.invalidateQueries({ queryKey: keys.conversations.detail(conversationId) });
    },
  });
}
