import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent, onLiveEvent } from './live-event-listeners';

describe('live event listeners', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('hands each event to the listeners of its name until they stop listening', () => {
    const counts: number[] = [];
    const unread: number[] = [];
    const stop = onLiveEvent('pending-count', ({ count }) => counts.push(count));
    stops.push(onLiveEvent('unread-count', ({ count }) => unread.push(count)));
    emitLiveEvent('pending-count', { count: 2 });
    stop();
    emitLiveEvent('pending-count', { count: 3 });
    expect(counts).toEqual([2]);
    expect(unread).toEqual([]);
  });

  it('keeps going when one listener fails', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: number[] = [];
    stops.push(
      onLiveEvent('pending-count', () => {
        throw new Error('broken');
      }),
    );
    stops.push(onLiveEvent('pending-count', ({ count }) => heard.push(count)));
    emitLiveEvent('pending-count', { count: 5 });
    expect(heard).toEqual([5]);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
