import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NestlyBridge } from '../../../src-shared/desktop/bridge';
import type { User } from '../../../src-shared/types';
import { keys } from '../../api/keys';
import { onLiveEvent } from '../../api/live-event-listeners';
import { messageNotification, pendingCountNotification, type ConsoleContext, type ConsoleNotification } from './console-notification-rules';

function currentContext(): ConsoleContext {
  return { isFocused: document.hasFocus(), place: { pathname: window.location.pathname, search: window.location.search } };
}

/** The native menu's "Moderation Queue (N)": the admin's count, nothing once no admin is signed in. */
export function useMenuPendingCount(bridge: NestlyBridge, count: number | undefined, isAdmin: boolean): void {
  const shown = isAdmin ? (count ?? 0) : 0;
  useEffect(() => {
    // a refused call changes nothing on screen; the menu just keeps its last count
    bridge.setPendingCount(shown).catch((error: unknown) => console.error('Could not update the menu', error));
  }, [bridge, shown]);
}

/**
 * Desktop notifications from the live event stream: a growing moderation queue (only admins get
 * its counts) and messages from others, unless the focused window already shows them.
 */
export function useConsoleNotifications(bridge: NestlyBridge, user: User | undefined): void {
  const queryClient = useQueryClient();
  const previousCount = useRef<number | null>(null);
  const userId = user?.id;

  useEffect(() => {
    // the stream may have sent its first count while the console's code was still loading: that count is the baseline
    previousCount.current = userId === undefined ? null : (queryClient.getQueryData<{ count: number }>(keys.pendingCount)?.count ?? null);
    if (userId === undefined) return;
    const show = (notification: ConsoleNotification | null) => {
      if (!notification) return;
      bridge.notify(notification.title, notification.body, notification.path).catch((error: unknown) => console.error('Could not show a notification', error));
    };
    const stopCounts = onLiveEvent('pending-count', ({ count }) => {
      show(pendingCountNotification(previousCount.current, count, currentContext()));
      previousCount.current = count;
    });
    const stopMessages = onLiveEvent('message', (event) => show(messageNotification(event, userId, currentContext())));
    return () => {
      stopCounts();
      stopMessages();
    };
  }, [bridge, queryClient, userId]);
}
