import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../src-shared/types';
import { apiRequest } from './api-request';
import { keys } from './keys';

/** GET /api/users/:id: a member as anyone may see them, with their listings and reply numbers. */
export function useMember(id: number | null) {
  return useQuery({
    queryKey: keys.members.detail(id ?? 0),
    queryFn: () => apiRequest<PublicProfile>('GET', `/api/users/${id}`),
    enabled: id !== null,
  });
}
