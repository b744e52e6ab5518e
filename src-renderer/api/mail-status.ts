import { useQuery } from '@tanstack/react-query';
import type { MailStatus } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

/** Admins: whether mail is set up, and what waits in the outbox. */
export function useMailStatus() {
  return useQuery({
    queryKey: [...keys.admin.all, 'mail-status'],
    queryFn: () => apiRequest<MailStatus>('GET', '/api/admin/mail-status'),
  });
}
