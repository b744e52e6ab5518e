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

/** A member as others see them (seller card, authors, conversation partner). */
export interface PublicUser {
  id: number;
  name: string;
  username?: string;
  avatar: string | null;
  displayName?: string | null;
}

export type Condition = 'new' | 'like_new' | 'good' | 'fair' | 'poor';
export type ProductStatus = 'active' | 'sold' | 'draft' | 'archived';

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
  /** whether the signed-in viewer has it in their favourites (always false when signed out) */
  is_favorite: boolean;
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
  created_at: string;
  updated_at: string;
}

export type MessageStatus = 'unread' | 'read';

export interface Message {
  id: number;
  conversation_id: number;
  sender_id: number;
  content: string;
  status: MessageStatus;
  created_at: string;
}

/** A conversation as its members see it: the other member, the last message and what is unread for the caller. */
export interface Conversation {
  id: number;
  user1_id: number;
  user2_id: number;
  product_id: number | null;
  product: { id: number; name: string; image: string | null } | null;
  otherUser: PublicUser;
  unreadCount: number;
  lastMessage: Message | null;
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
