import { afterEach, describe, expect, it, vi } from 'vitest';
import { senderRotation, type Sender } from './members';

const senders = (count: number): Sender[] => Array.from({ length: count }, (_, i) => ({ cookie: `c${i}`, conversationId: i, windowStart: 0, sent: 0 }));

describe('senderRotation', () => {
  afterEach(() => vi.useRealTimers());

  it('never gives one member more than the limit within a window', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const pool = senders(3);
    const next = senderRotation(pool, 5, 60_000);
    const used = new Map<number, number>();
    for (let i = 0; i < 15; i += 1) {
      const sender = next();
      used.set(sender.conversationId, (used.get(sender.conversationId) ?? 0) + 1);
    }
    expect([...used.values()]).toEqual([5, 5, 5]);
  });

  it('gives a member back once its window and a second of slack have passed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const pool = senders(1);
    const next = senderRotation(pool, 2, 60_000);
    next();
    next();
    expect(pool[0]!.sent).toBe(2);
    vi.setSystemTime(1_000_000 + 60_500);
    next();
    // still inside window + slack: over the limit, so the request would be refused and counted
    expect(pool[0]!.sent).toBe(2);
    vi.setSystemTime(1_000_000 + 61_001);
    next();
    expect(pool[0]!.sent).toBe(1);
  });
});
