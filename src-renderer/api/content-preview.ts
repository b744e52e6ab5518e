import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-request';

/** Admins: HTML as saving would keep it, for the editor's Preview. */
export function useContentPreview() {
  return useMutation({
    mutationFn: (html: string) => apiRequest<{ html: string }>('POST', '/api/admin/content-preview', { html }),
    meta: { failureToast: { title: 'Preview failed', text: '{message}' } },
  });
}
