/**
 * What members hear back about, in the site (the bell, /notifications) and by e-mail. Each kind
 * belongs to a topic; a member chooses per topic how e-mail reaches them (see Settings).
 *
 * To add a kind: name it here with its topic, then call notify() (src-server/notifications/notify.ts)
 * where it happens. Kinds the site sends today are marked; the others are ready for features to come.
 */
export const NOTIFICATION_KINDS = {
  /** someone sent the member a message (not while they read that conversation) */
  message: 'messages',
  /** someone replied to the member's comment, once the reply was approved */
  comment_reply: 'comment_replies',
  /** a moderator approved or rejected the member's comment */
  comment_approved: 'comment_moderation',
  comment_rejected: 'comment_moderation',
  /** reports hid the member's listing; a moderator kept or removed it */
  listing_hidden: 'listing_moderation',
  listing_kept: 'listing_moderation',
  listing_removed: 'listing_moderation',
  /** a listing the member saved was reserved, sold, or reduced in price */
  favorite_reserved: 'favorites',
  favorite_sold: 'favorites',
  favorite_price_reduced: 'favorites',
  /** a new listing matches one of the member's saved searches */
  saved_search_match: 'saved_searches',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export type NotificationTopic = (typeof NOTIFICATION_KINDS)[NotificationKind];

/** The topics in the order Settings lists them, with their labels. */
export const NOTIFICATION_TOPICS: readonly { topic: NotificationTopic; label: string }[] = [
  { topic: 'messages', label: 'New messages' },
  { topic: 'comment_replies', label: 'Replies to my comments' },
  { topic: 'comment_moderation', label: 'My comments approved or rejected' },
  { topic: 'listing_moderation', label: 'Moderation of my listings' },
  { topic: 'favorites', label: 'Favourites reserved, sold or reduced in price' },
  { topic: 'saved_searches', label: 'Saved search matches' },
];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** GET /api/notifications, one item. */
export interface Notification {
  id: number;
  kind: NotificationKind;
  text: string;
  /** where the notification leads, a path of the site */
  url: string;
  readAt: string | null;
  createdAt: string;
}
