import type { LiveEventName, LiveEvents } from '../../src-shared/live-events';

type Listener<N extends LiveEventName> = (data: LiveEvents[N]) => void;

// The one event stream (use-live-events) hands each checked event on to whoever listens here, so a
// screen that reacts to events (the desktop console's notifications) needs no second connection.
const listeners: { [N in LiveEventName]: Set<Listener<N>> } = {
  message: new Set(),
  'unread-count': new Set(),
  'pending-count': new Set(),
  'notification-count': new Set(),
};

/** Listens to one live event; returns the function that stops listening. */
export function onLiveEvent<N extends LiveEventName>(name: N, listener: Listener<N>): () => void {
  const set = listeners[name] as Set<Listener<N>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function emitLiveEvent<N extends LiveEventName>(name: N, data: LiveEvents[N]): void {
  for (const listener of listeners[name] as Set<Listener<N>>) {
    try {
      listener(data);
    } catch (error) {
      // one listener's mistake must not stop the others or the stream
      console.error(`A ${name} listener failed`, error);
    }
  }
}
