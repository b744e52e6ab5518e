/** Every query key in one place; lists are invalidated by their prefix after a change. */
export const keys = {
  currentUser: ['auth', 'user'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  /** admins: the open moderation queue's size, kept by the event stream ('pending-count') */
  pendingCount: ['moderation', 'pending-count'] as const,
  notifications: {
    all: ['notifications'] as const,
    /** the bell's number, kept by the event stream ('notification-count') */
    unreadCount: ['notifications', 'unread-count'] as const,
    list: (params: Record<string, unknown> = {}) => ['notifications', 'list', params] as const,
    preferences: ['notifications', 'preferences'] as const,
  },
  conversations: {
    all: ['conversations'] as const,
    list: () => ['conversations', 'list'] as const,
    detail: (id: string | number) => ['conversations', 'detail', String(id)] as const,
    messages: (id: string | number) => ['conversations', 'messages', String(id)] as const,
  },
  blogs: {
    all: ['blogs'] as const,
    list: (params: Record<string, unknown> = {}) => ['blogs', 'list', params] as const,
    detail: (idOrSlug: string | number) => ['blogs', 'detail', String(idOrSlug)] as const,
    byId: (id: string | number) => ['blogs', 'by-id', String(id)] as const,
  },
  blogCategories: ['blog-categories'] as const,
  reviews: {
    all: ['reviews'] as const,
    list: (params: Record<string, unknown> = {}) => ['reviews', 'list', params] as const,
    detail: (idOrSlug: string | number) => ['reviews', 'detail', String(idOrSlug)] as const,
  },
  // under the deals prefix, so invalidating keys.deals.all refreshes Similar Deals too
  relatedDeals: (id: string | number) => ['deals', 'related', String(id)] as const,
  comments: {
    all: ['comments'] as const,
    list: (contentType: string, contentId: number) => ['comments', contentType, contentId] as const,
  },
  deals: {
    all: ['deals'] as const,
    list: (params: Record<string, unknown> = {}) => ['deals', 'list', params] as const,
    detail: (id: string | number) => ['deals', 'detail', String(id)] as const,
  },
  savedSearches: {
    all: ['saved-searches'] as const,
  },
  members: {
    all: ['members'] as const,
    detail: (id: number) => ['members', 'detail', id] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: ['categories', 'list'] as const,
    detail: (slugOrId: string) => ['categories', 'detail', slugOrId] as const,
  },
  products: {
    all: ['products'] as const,
    list: (params: Record<string, unknown> = {}) => ['products', 'list', params] as const,
    /** the signed-in member's own listings, every status */
    mine: (params: Record<string, unknown> = {}) => ['products', 'mine', params] as const,
    detail: (id: string | number) => ['products', 'detail', String(id)] as const,
    similar: (id: number) => ['products', 'similar', id] as const,
    didYouMean: (search: string) => ['products', 'did-you-mean', search] as const,
    isFavorite: (id: string | number) => ['products', 'is-favorite', String(id)] as const,
  },
  favorites: {
    all: ['favorites'] as const,
    list: (params: Record<string, unknown> = {}) => ['favorites', 'list', params] as const,
    /** the ids of the signed-in member's favourites: the hearts on every card */
    ids: ['favorites', 'ids'] as const,
  },
  /** the admin console's lists; invalidated together after a decision or a live pending-count */
  admin: {
    all: ['admin'] as const,
    stats: ['admin', 'stats'] as const,
    users: (params: Record<string, unknown>) => ['admin', 'users', params] as const,
    comments: (params: Record<string, unknown>) => ['admin', 'comments', params] as const,
    queue: (params: Record<string, unknown>) => ['admin', 'queue', params] as const,
  },
};
