import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupInput, SetupStatus } from '../../../src-shared/desktop/setup-schema';
import type { User } from '../../../src-shared/types';
import { apiRequest } from '../../api/api-request';
import { keys } from '../../api/keys';

export const setupKeys = { status: ['desktop', 'setup'] as const };

/** GET /api/setup: whether this console's embedded database still needs its owner. */
export function useSetupStatus() {
  return useQuery({ queryKey: setupKeys.status, queryFn: () => apiRequest<SetupStatus>('GET', '/api/setup') });
}

/** POST /api/setup: creates the owner's admin account and signs the owner in. */
export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => apiRequest<{ user: User; isDemoLoaded: boolean }>('POST', '/api/setup', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(keys.currentUser, user);
      queryClient.setQueryData<SetupStatus>(setupKeys.status, { isNeeded: false });
    },
  });
}
