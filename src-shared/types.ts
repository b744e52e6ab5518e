export type Role = 'user' | 'admin';

/** The signed-in user and profile answers; user fields keep the spec's camelCase. */
export interface User {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  /** shown name, after the display-name fallbacks */
  name: string;
  /** the part of the email before the @: only in the member's own (and admins') view */
  username: string;
  profileImageUrl: string | null;
  avatar: string | null;
  role: Role;
  location: string | null;
  bio: string | null;
  createdAt: string;
  updatedAt: string;
  created_at: string;
}

/** A member as others see them (seller card, authors, conversation partner): no part of their email. */
export interface PublicUser {
  id: number;
  name: string;
  /** Never sent any more (it was the start of the email); kept optional until the screens stop reading it. */
  username?: string;
  avatar: string | null;
  displayName?: string | null;
}

export type Condition = 'new' | 'like_new' | 'good' | 'fair' | 'poor';
/** 'reserved' is an active listing on hold: still listed and contactable. */
/** drafts are seen by the admins who write them, published content by everyone */
export type ContentStatus = 'draft' | 'published';

export type ProductStatus = 'active' | 'reserved' | 'sold' | 'draft' | 'archived';

export interface Category {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  description: string | null;
}

export interface ProductImage {
  id: number;
  url: string;
  thumb_url: string | null;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  /** integer cents */
  price: number;
  image: string | null;
  thumb: string | null;
  images: ProductImage[];
  discount_percentage: number | null;
  condition: Condition;
  location: string | null;
  seller_id: number;
  seller: PublicUser;
  category_id: number | null;
  category: { id: number; name: string; slug: string } | null;
  status: ProductStatus;
  created_at: string;
  updated_at: string;
  /** what moderation did to it: only its seller and admins are told; null when nothing to tell */
  moderation?: ListingModeration | null;
}

/**
 * A listing's moderation as its seller is told: hidden while a moderator reviews reports, then the
 * decision (kept: shown again; removed: archived and kept from the public).
 */
export interface ListingModeration {
  state: 'under_review' | 'kept' | 'removed';
  /** when the moderator decided; null while under review */
  decidedAt: string | null;
}

export interface Favorite {
  id: number;
  user_id: number;
  product_id: number;
  created_at: string;
}

/** POST /api/upload's answer: the stored photo and its card-sized thumbnail. */
export interface UploadedPhoto {
  url: string;
  thumb_url: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  image: string | null;
  image_url: string | null;
  featured: boolean;
  tags: string | null;
  category_id: number | null;
  category_name: string | null;
  author_id: number | null;
  author: PublicUser | null;
  /** drafts are seen by admins only */
  status: ContentStatus;
  created_at: string;
  updated_at: string;
}

export interface Deal {
  id: number;
  title: string;
  description: string;
  image: string | null;
  /** integer cents */
  original_price: number;
  /** integer cents */
  discounted_price: number;
  discount_percentage: number;
  link: string | null;
  retailer: string | null;
  category_id: number | null;
  category_name: string | null;
  coupon_code: string | null;
  terms_conditions: string | null;
  featured: boolean;
  expires_at: string | null;
  expiry_date: string | null;
  is_expired: boolean;
  /** drafts are seen by admins only */
  status: ContentStatus;
  created_at: string;
  updated_at: string;
}

export type MessageStatus = 'unread' | 'read';

/** A listing as a conversation or a message names it. */
export interface ListingRef {
  id: number;
  name: string;
  image: string | null;
}

/** A message as a conversation list shows the last one. */
export interface MessagePreview {
  id: number;
  conversation_id: number;
  sender_id: number;
  content: string;
  status: MessageStatus;
  created_at: string;
}

/**
 * A message in a thread, with the listing it was sent about: null when it was about none, or
 * when that listing is hidden from the viewer (a draft, sold or archived listing of someone else).
 */
export interface Message extends MessagePreview {
  product_id: number | null;
  product: ListingRef | null;
}

/** A conversation as its members see it: the other member, the last message and what is unread for the caller. */
export interface Conversation {
  id: number;
  user1_id: number;
  user2_id: number;
  product_id: number | null;
  product: ListingRef | null;
  otherUser: PublicUser;
  unreadCount: number;
  lastMessage: MessagePreview | null;
  created_at: string;
  updated_at: string;
}

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
}

export type ReviewVote = 'helpful' | 'not_helpful';

export interface Review {
  id: number;
  slug: string;
  title: string;
  content: string;
  product_name: string;
  product_brand: string | null;
  /** integer 1-5 */
  rating: number;
  image: string | null;
  image_url: string | null;
  summary: string | null;
  /** comma separated */
  pros: string | null;
  /** comma separated */
  cons: string | null;
  /** integer cents */
  price: number | null;
  product_link: string | null;
  featured: boolean;
  category_id: number | null;
  category_name: string | null;
  author_id: number | null;
  author: PublicUser | null;
  helpful_count: number;
  not_helpful_count: number;
  /** the signed-in viewer's vote; null when signed out or not voted */
  my_vote: ReviewVote | null;
  /** drafts are seen by admins only */
  status: ContentStatus;
  created_at: string;
  updated_at: string;
}

export interface ReviewVoteSummary {
  helpful_count: number;
  not_helpful_count: number;
  my_vote: ReviewVote | null;
}

export type CommentContentType = 'blog' | 'review' | 'product';
export type CommentStatus = 'pending' | 'approved' | 'rejected';

export interface Comment {
  id: number;
  user_id: number;
  content: string;
  content_type: CommentContentType;
  content_id: number;
  parent_id: number | null;
  status: CommentStatus;
  created_at: string;
  updated_at: string;
  /** the author as comment lists show them: name is the display name, else 'User {user_id}' */
  user: { id: number; name: string; displayName: string | null; profileImageUrl: string | null };
}

/** GET /api/users/:id: a member as anyone may see them. No part of their email. */
export interface PublicProfile extends PublicUser {
  location: string | null;
  bio: string | null;
  /** when they joined */
  createdAt: string;
  /** their listings others can see now */
  activeListingsCount: number;
  /** when they joined (the same as createdAt) */
  memberSince: string;
  /** their listings others can see now (the same as activeListingsCount) */
  activeListings: number;
  /** their sold listings */
  soldListings: number;
  /** median minutes to their first reply in a conversation; null below 3 conversations */
  replyTimeMinutes: number | null;
}

/** A member in the admin users table: the account and its state. Never a password hash. */
export interface AdminUser extends User {
  /** set while the account is deactivated */
  deactivatedAt: string | null;
  /** every listing of theirs, whatever its status */
  listingsCount: number;
}

/** A comment in the admin moderation list: what it is about, and whether reports hide it. */
export interface AdminComment extends Comment {
  content_title: string | null;
  content_link: string | null;
  is_hidden: boolean;
}

export type ActivityType = 'comment' | 'product' | 'user' | 'moderation' | 'other';

export interface ActivityItem {
  type: ActivityType;
  title: string;
  time: string;
  link: string;
}

/** GET /api/admin/stats */
export interface DashboardStats {
  /** every listing, whatever its status */
  products: number;
  /** accounts that exist (deleted ones are not counted; deactivated ones are) */
  users: number;
  blogs: number;
  pendingComments: number;
  /** reported items waiting for a decision */
  openReports: number;
  /** newest first, at most 10 */
  recentActivity: ActivityItem[];
  /** bytes the stored photos (uploads folder) take on disk */
  uploadsBytes: number;
}

export type ReportTargetType = 'product' | 'comment' | 'message' | 'user';
export type ReportReason = 'spam' | 'scam' | 'inappropriate' | 'harassment' | 'prohibited' | 'other';
export type QueueItemKind = 'pending_comment' | 'reported';
export type QueueItemStatus = 'open' | 'closed';
export type QueueAction = 'approve' | 'reject' | 'deactivate_author';

export interface QueueDecision {
  action: QueueAction;
  at: string;
  /** the admin who decided; null once their account is gone */
  by: { id: number; name: string } | null;
}

/** Who sent a report, as the moderator weighs it. */
export interface QueueReporter {
  id: number;
  name: string;
  memberSince: string;
  /** their earlier reports an admin decided: upheld (the item was removed) or dismissed (kept) */
  upheld: number;
  dismissed: number;
}

/** One member's report of a queue item. */
export interface QueueReport {
  id: number;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
  /** null once the reporter's account is gone */
  reporter: QueueReporter | null;
}

/** What surrounds the item: the messages before a reported one, the comment a reply answers, a listing's price. */
export interface QueueContext {
  /** 'Conversation with Sam', 'In reply to Emma', 'Listed for $160.00 · active' */
  heading: string;
  lines: Array<{ author: string; text: string; isItem: boolean }>;
}

/** One row of the moderation queue (GET /api/admin/queue). */
export interface QueueItem {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  kind: QueueItemKind;
  status: QueueItemStatus;
  /** the listing's name, the member's name, or what a comment or message is about */
  title: string;
  /** the start of the comment, message, description or bio */
  excerpt: string;
  /** where the item can be seen; null for a private message and for a removed item */
  link: string | null;
  /** who wrote or owns it (for a member, the member); null when the item is gone */
  author: { id: number; name: string } | null;
  reportCount: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** kept from the public until an admin decides (or by a rejection) */
  hidden: boolean;
  createdAt: string;
  decision: QueueDecision | null;
  /** every report, oldest first, with what its reporter wrote and their standing */
  reports: QueueReport[];
  context: QueueContext | null;
  /** until when the decision can still be undone (ISO-8601); null when it cannot */
  undoUntil: string | null;
}

/** A member's saved marketplace search (GET /api/saved-searches). */
export interface SavedSearch {
  id: number;
  name: string;
  /** as GET /api/products takes them: search, category, condition, min_price, max_price (cents), sort */
  filters: { search?: string; category?: string; condition?: Condition; min_price?: number; max_price?: number; sort?: 'newest' | 'price_low' | 'price_high' };
  /** listings posted since the member last opened it */
  new_count: number;
  created_at: string;
}

/** GET /api/admin/mail-status */
export interface MailStatus {
  /** SMTP_URL is set; otherwise mail is written as .eml files into outboxFolder */
  isConfigured: boolean;
  outboxFolder: string | null;
  pending: number;
  failed: number;
  sent: number;
}
