import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentContentType } from '../../src-shared/types';
import { apiList, apiRequest } from './api-request';
import { keys } from './keys';

export function useComments(contentType: CommentContentType, contentId: number) {
  return useQuery({
    queryKey: keys.comments.list(contentType, contentId),
    queryFn: () => apiList<Comment>(`/api/comments/${contentType}/${contentId}`),
    meta: { failureToast: { title: 'Unable to load comments', text: 'Please try again later' } },
  });
}

export function usePostComment(contentType: CommentContentType, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId?: number }) =>
      apiRequest<Comment>('POST', '/api/comments', { content, content_type: contentType, content_id: contentId, ...(parentId ? { parent_id: parentId } : {}) }),
    // the server's message says why when there is a reason to give (posting too fast, say)
    meta: { failureToast: { title: 'Failed to post comment', text: '{message}', fallback: 'There was an error posting your comment. Please try again.' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.comments.list(contentType, contentId) }),
  });
}
