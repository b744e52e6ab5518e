import type { Message } from '../../../src-shared/types';

/**
 * The messages (oldest first) that start a run about a listing other than the message before:
 * each shows which listing it and the run after it are about. A message about no listing (or one
 * hidden from the reader) shows none and ends the run.
 */
export function topicStarts(messages: Message[]): Set<number> {
  const starts = new Set<number>();
  let previous: number | null = null;
  for (const message of messages) {
    const topic = message.product?.id ?? null;
    if (topic !== null && topic !== previous) starts.add(message.id);
    previous = topic;
  }
  return starts;
}
