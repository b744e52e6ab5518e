import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-error';
import { failureToastText, type FailureMeta, type ToastText } from './failure-toast';
import { keys } from './keys';

export interface FailureHandlers {
  showFailure: (toast: ToastText) => void;
  goToSignIn: () => void;
  /** a members' call answered 401 while the tab thought it was signed in: the session ended */
  sessionEnded: () => void;
}

/** The one path from a failed call to what the person sees, driven by the call's `meta`. */
function handleFailure(client: QueryClient, error: unknown, meta: FailureMeta | undefined, handlers: FailureHandlers): void {
  if (isUnauthorized(error) && client.getQueryData(keys.currentUser)) {
    // the header must stop showing the avatar, and the member must learn why, whatever the call
    client.setQueryData(keys.currentUser, null);
    handlers.sessionEnded();
  }
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
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleFailure(client, error, query.meta, handlers) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleFailure(client, error, mutation.meta, handlers),
    }),
    defaultOptions: {
      // a failed query is not fetched again just because a screen mounts: the server's Not Found stays
      // Not Found while the page hydrates; screens offer their own Try again
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Infinity },
      // a change made offline fails at once and says so, rather than waiting silently on "Sending..."
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
