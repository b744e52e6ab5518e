import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../src-shared/types';
import { apiList, apiRequest } from './api-request';
import { keys } from './keys';

/** The signed-in member's conversations, most recently updated first. */
export function useConversations(enabled = true) {
  return useQuery({
    queryKey: keys.conversations.list(),
    queryFn: () => apiList<Conversation>('/api/conversations?pageSize=100'),
    enabled,
  });
}

export function useConversation(id: number, enabled = true) {
  return useQuery({
    queryKey: keys.conversations.detail(id),
    queryFn: () => apiRequest<Conversation>('GET', `/api/conversations/${id}`),
    enabled,
  });
}

export interface StartConversationInput {
  recipient_id: number;
  product_id?: number;
}

/** Opens the one conversation with a member, creating it on first contact. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) => apiRequest<Conversation>('POST', '/api/conversations', input),
    // 'Product not found' and 'You cannot message yourself' are the toast; a 401 goes to sign-in
    meta: { failureToast: { title: '{message}', fallback: 'Could not start conversation' }, onUnauthorized: 'sign-in' },
    onSuccess: (conversation) => {
      queryClient.setQueryData(keys.conversations.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: keys.conversations.list() });
    },
  });
}
