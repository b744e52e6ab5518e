import type { Conversation } from '../../../src-shared/types';

/** Conversations whose other member's name or username contains the search text (any case). */
export function filterConversations(conversations: Conversation[], search: string): Conversation[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return conversations;
  return conversations.filter(({ otherUser }) => [otherUser.name, otherUser.username ?? ''].some((text) => text.toLowerCase().includes(needle)));
}
