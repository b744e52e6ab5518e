import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-error';
import { failureToastText, type FailureMeta, type ToastText } from './failure-toast';

export interface FailureHandlers {
  showFailure: (toast: ToastText) => void;
  goToSignIn: () => void;
}

/** The one path from a failed call to what the person sees, driven by the call's `meta`. */
function handleFailure(error: unknown, meta: FailureMeta | undefined, handlers: FailureHandlers): void {
  if (!meta) return;
  if (isUnauthorized(error) && meta.onUnauthorized) {
    if (meta.onUnauthorized === 'sign-in') handlers.goToSignIn();
    else handlers.showFailure(failureToastText(meta.onUnauthorized, error));
    return;
  }
  if (meta.failureToast) handlers.showFailure(failureToastText(meta.failureToast, error));
}

// The spec's defaults: no retry, no refetch on focus, data never goes stale on its own.
export function createQueryClient(handlers: FailureHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleFailure(error, query.meta, handlers) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => handleFailure(error, mutation.meta, handlers) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
