import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '../../src-shared/schemas/report';
import { apiRequest } from './api-request';

/** POST /api/reports: one report per member per item; a second one is refused with the server's message. */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiRequest<{ id: number }>('POST', '/api/reports', input),
    // 'You have already reported this', 'You are sending reports too quickly.' and the like are the toast
    meta: { failureToast: { title: '{message}', fallback: 'Could not send the report. Please try again.' }, onUnauthorized: 'sign-in' },
  });
}
