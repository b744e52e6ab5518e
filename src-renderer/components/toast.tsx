import type { ToastOptions } from 'react-toastify';
import styled from 'styled-components';
import { TOAST_MS } from './toast-timing';

export type ToastKind = 'success' | 'error' | 'info';

const TOAST_ID = 'nestly-toast';

/** The spec's swipe: 50 px to the right dismisses a toast, however wide it is. */
export const SWIPE_DISMISS_PX = 50;
/** Toast width on wide screens; on phones (480 px and less) toasts span the viewport. */
export const TOAST_WIDTH_PX = 320;

/** react-toastify measures the swipe in percent of the toast's width: the percent that makes 50 px. */
function swipePercent(): number {
  const width = window.matchMedia('(max-width: 480px)').matches ? window.innerWidth : TOAST_WIDTH_PX;
  return (SWIPE_DISMISS_PX / width) * 100;
}

/** A button in a toast, such as Undo; what it does shows its own toast in this one's place. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

type ShowOptions = ToastOptions & { action?: ToastAction };

/** The toast library loads with the first toast: a page that shows none never fetches it. */
const loadToastify = () => import('react-toastify');

/** Whether a toast was asked for yet: the container (toast-host.tsx) is mounted from then on. */
let isToastWanted = false;
const wantListeners = new Set<() => void>();

export function subscribeToToastWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

export const toastWanted = () => isToastWanted;

/** One toast at a time: a new one replaces the text of the one on screen and restarts its timer. */
export function showToast(title: string, description?: string, kind: ToastKind = 'info', options: ShowOptions = {}): void {
  if (!isToastWanted) {
    isToastWanted = true;
    for (const listener of wantListeners) listener();
  }
  // a toast sent before the container is mounted waits in the library's queue for it; one whose
  // library cannot be fetched (offline) is dropped: the page says what went wrong in its own place
  loadToastify().then(
    ({ toast }) => show(toast, title, description, kind, options),
    () => undefined,
  );
}

function show(toast: Awaited<ReturnType<typeof loadToastify>>['toast'], title: string, description: string | undefined, kind: ToastKind, options: ShowOptions) {
  const { action, ...toastOptions } = options;
  const render = (
    <Body>
      <div>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
      {action && (
        <ActionButton
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            action.onClick();
          }}
        >
          {action.label}
        </ActionButton>
      )}
    </Body>
  );
  const settings: ToastOptions = { type: kind, draggablePercent: swipePercent(), ...toastOptions };
  if (toast.isActive(TOAST_ID)) {
    // at once: the library's default 100 ms wait lets the old toast's timer run out meanwhile, and its
    // removal, when its slide-out ends, then takes the new text with it (they share the id)
    toast.update(TOAST_ID, { render, autoClose: TOAST_MS, ...settings, delay: undefined });
    return;
  }
  // react-toastify drops a toast whose id is still on screen: the last one may be sliding out
  afterLeaving(TOAST_ID, () => {
    // a toast asked for before the container came waits in the library's queue, and of two waiting
    // there with the one id the second would be dropped: the newer replaces the waiting one instead
    toast.dismiss(TOAST_ID);
    toast(render, { toastId: TOAST_ID, ...settings });
  });
}

/** Runs `then` once the element with this id has left the page (at once when there is none). */
function afterLeaving(id: string, then: () => void): void {
  if (!document.getElementById(id)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (document.getElementById(id)) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

interface PendingToast {
  title: string;
  description?: string;
  kind: ToastKind;
}

/**
 * Where a toast for the next page waits: in the current history entry's state, which a reload keeps.
 * Every page looks for it as it starts, and reading history.state costs nothing, where the first read
 * of sessionStorage opens the tab's storage (tens of milliseconds on a busy phone, in the middle of hydration).
 */
const PENDING_STATE_KEY = 'nestlyPendingToast';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** A toast for the page that loads next (the page is about to reload), shown once by showPendingToast. */
export function showToastAfterReload(title: string, description?: string, kind: ToastKind = 'info'): void {
  window.history.replaceState({ ...historyState(), [PENDING_STATE_KEY]: { title, description, kind } satisfies PendingToast }, '');
}

/** Shows the toast a previous page left for this one, once. */
export function showPendingToast(): void {
  const { [PENDING_STATE_KEY]: pending, ...rest } = historyState();
  if (!pending) return;
  window.history.replaceState(Object.keys(rest).length > 0 ? rest : null, '');
  const toast = pending as Partial<PendingToast>;
  if (typeof toast.title === 'string') showToast(toast.title, toast.description, toast.kind ?? 'info');
}

const Body = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const ActionButton = styled.button`
  flex: none;
  padding: 6px 12px;
  border-radius: 6px;
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Title = styled.strong`
  display: block;
`;

const Description = styled.span`
  display: block;
  font-size: 0.9rem;
`;
