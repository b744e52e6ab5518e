/** Every query key in one place; lists are invalidated by their prefix after a change. */
export const keys = {
  currentUser: ['auth', 'user'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
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
  },
  deals: {
    all: ['deals'] as const,
    list: (params: Record<string, unknown> = {}) => ['deals', 'list', params] as const,
    detail: (id: string | number) => ['deals', 'detail', String(id)] as const,
  },
};
