import type { Message } from './types';

/**
 * The events of GET /api/events (Server-Sent Events), by name, with what each one's data holds.
 * The server only publishes these; a screen listens with addEventListener(name, ...).
 */
export interface LiveEvents {
  /** a new message in one of the member's conversations, to both members */
  message: { conversationId: number; message: Message };
  /** the member's unread message count: at connect and after every change */
  'unread-count': { count: number };
  /**
   * Admins only: the size of the open moderation queue (pending comments and reported items), at
   * connect, whenever a pending comment or a report arrives, and after each decision. The desktop
   * console shows a notification when it grows.
   */
  'pending-count': { count: number };
  /** the member's unread notifications (the header's bell), after each new one and each change */
  'notification-count': { count: number };
}

export type LiveEventName = keyof LiveEvents;
