import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentContentType } from '../../src-shared/types';
import { apiList, apiRequest } from './api-request';
import { keys } from './keys';

export function useComments(contentType: CommentContentType, contentId: number) {
  return useQuery({
    queryKey: keys.comments.list(contentType, contentId),
    queryFn: () => apiList<Comment>(`/api/comments/${contentType}/${contentId}`),
  });
}

export function usePostComment(contentType: CommentContentType, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest<Comment>('POST', '/api/comments', { content, content_type: contentType, content_id: contentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.comments.list(contentType, contentId) }),
  });
}
