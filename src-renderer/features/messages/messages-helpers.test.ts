import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../src-shared/types';
import { filterConversations } from './conversation-search';
import { groupByDay } from './thread-days';
import { topicStarts } from './thread-topics';

const now = new Date(2026, 10, 21, 10, 30);
const message = (id: number, date: Date, productId: number | null = null): Message => ({
  id,
  conversation_id: 1,
  sender_id: 1,
  content: `m${id}`,
  status: 'read',
  created_at: date.toISOString(),
  product_id: productId,
  product: productId === null ? null : { id: productId, name: `Listing ${productId}`, image: null },
});

describe('groupByDay', () => {
  it('groups consecutive messages by local day under Today, Yesterday or the full date', () => {
    const groups = groupByDay(
      [
        message(1, new Date(2026, 10, 18, 23, 59)),
        message(2, new Date(2026, 10, 20, 0, 0)),
        message(3, new Date(2026, 10, 20, 23, 59)),
        message(4, new Date(2026, 10, 21, 0, 0)),
        message(5, new Date(2026, 10, 21, 9, 0)),
      ],
      now,
    );
    expect(groups.map((g) => [g.heading, g.messages.map((m) => m.id)])).toEqual([
      ['Wednesday, November 18, 2026', [1]],
      ['Yesterday', [2, 3]],
      ['Today', [4, 5]],
    ]);
  });

  it('gives no groups for an empty thread', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('topicStarts', () => {
  it('marks the first message of each run about a listing, however the runs alternate', () => {
    const at = new Date(2026, 10, 21, 9, 0);
    const thread = [
      message(1, at, null),
      message(2, at, 7),
      message(3, at, 7),
      message(4, at, 9),
      message(5, at, 7),
      message(6, at, null),
      message(7, at, 7),
      message(8, at, 7),
    ];
    expect([...topicStarts(thread)]).toEqual([2, 4, 5, 7]);
  });

  it('marks nothing in a thread about no listing', () => {
    expect(topicStarts([message(1, now), message(2, now)]).size).toBe(0);
  });
});

describe('filterConversations', () => {
  const conversation = (id: number, name: string, username: string) => ({ id, otherUser: { id, name, username, avatar: null } }) as Conversation;
  const list = [conversation(1, 'Liam Brown', 'liam'), conversation(2, 'Olivia', 'olivia.k'), conversation(3, 'Emma', 'emma')];

  it('matches the name or the username, ignoring case and outer spaces', () => {
    expect(filterConversations(list, 'BROWN').map((c) => c.id)).toEqual([1]);
    expect(filterConversations(list, ' olivia.k ').map((c) => c.id)).toEqual([2]);
    expect(filterConversations(list, 'i').map((c) => c.id)).toEqual([1, 2]);
    expect(filterConversations(list, 'nobody')).toEqual([]);
  });

  it('keeps every conversation for a blank search', () => {
    expect(filterConversations(list, '   ')).toBe(list);
  });
});
