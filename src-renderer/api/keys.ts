/** Every query key in one place; lists are invalidated by their prefix after a change. */
export const keys = {
  currentUser: ['auth', 'user'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  blogs: {
    all: ['blogs'] as const,
    list: (params: Record<string, unknown> = {}) => ['blogs', 'list', params] as const,
    detail: (idOrSlug: string | number) => ['blogs', 'detail', String(idOrSlug)] as const,
    byId: (id: string | number) => ['blogs', 'by-id', String(id)] as const,
  },
  blogCategories: ['blog-categories'] as const,
  productCategories: ['product-categories'] as const,
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
};
