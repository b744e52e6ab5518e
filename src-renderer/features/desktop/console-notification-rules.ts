import { CONSOLE_ROUTES } from '../../../src-shared/desktop/console-routes';
import type { LiveEvents } from '../../../src-shared/live-events';
import { isMessagesScreen, isModerationQueue, type ConsolePlace } from './console-place';

export interface ConsoleNotification {
  title: string;
  body: string;
  /** the screen a click on the notification opens */
  path: string;
}

/** What the console knows when an event arrives. */
export interface ConsoleContext {
  /** the console window has the focus (document.hasFocus()) */
  isFocused: boolean;
  place: ConsolePlace;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Admins: a notification when the moderation queue grows, unless the admin is looking at it. The
 * first count (at connect) only sets the baseline; a shrinking queue is someone's decision.
 */
export function pendingCountNotification(previous: number | null, next: number, context: ConsoleContext): ConsoleNotification | null {
  if (previous === null || next <= previous) return null;
  if (context.isFocused && isModerationQueue(context.place)) return null;
  return {
    title: next - previous === 1 ? 'New item to moderate' : `${next - previous} new items to moderate`,
    body: `${plural(next, 'item waits', 'items wait')} in the moderation queue.`,
    path: CONSOLE_ROUTES.moderationQueue,
  };
}

/**
 * A notification for a message someone else sent, unless its conversation (or the list of
 * conversations) is on the focused window's screen.
 */
export function messageNotification(event: LiveEvents['message'], myId: number, context: ConsoleContext): ConsoleNotification | null {
  if (event.message.sender_id === myId) return null;
  if (context.isFocused && isMessagesScreen(context.place, event.conversationId)) return null;
  return { title: 'New message', body: event.message.content, path: `/messages/conversation/${event.conversationId}` };
}
