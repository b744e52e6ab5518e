import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-request';

/** POST /api/upload: one photo, checked and re-encoded by the server, answered with its address. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('image', file);
      return apiRequest<{ url: string; thumb_url: string }>('POST', '/api/upload', form);
    },
    meta: { failureToast: { title: 'Failed to upload image', text: '{message}' }, onUnauthorized: 'sign-in' },
  });
}
