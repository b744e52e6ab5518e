import { humanMessage } from './api-error';

/**
 * The toast an action shows when it fails, in the spec's words. `{message}` in the title or text
 * stands for the server's message when it is written for people, else for `fallback`; a toast
 * without `{message}` reads the same whatever the server said.
 */
export interface FailureToast {
  title: string;
  text?: string;
  fallback?: string;
  /** the title instead of `title` when the server said nothing written for people (or no answer came) */
  fallbackTitle?: string;
}

/** What a failed query or mutation does, set in its `meta`. */
export interface FailureMeta {
  failureToast?: FailureToast;
  /** a 401 either sends the person to sign in (no toast) or shows its own toast */
  onUnauthorized?: 'sign-in' | FailureToast;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** Stands in for the server's words when a save fails for a reason it does not explain (or the network failed). */
export const SAVE_FAILED = 'Something went wrong. Please try again.';

export interface ToastText {
  title: string;
  description?: string;
}

/** The toast's words for a failure: never a status code, JSON or a stack, whatever came back. */
export function failureToastText(toast: FailureToast, error: unknown): ToastText {
  const human = humanMessage(error);
  const message = human ?? toast.fallback ?? '';
  const fill = (template: string) => template.replace('{message}', message).trim();
  const title = human === undefined && toast.fallbackTitle ? toast.fallbackTitle : fill(toast.title);
  const description = toast.text === undefined ? '' : fill(toast.text);
  return description ? { title, description } : { title };
}
