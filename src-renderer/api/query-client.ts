import { QueryClient } from '@tanstack/react-query';

// The spec's defaults: no retry, no refetch on focus, data never goes stale on its own.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
