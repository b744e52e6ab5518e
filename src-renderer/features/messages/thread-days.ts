import { messageDayHeading } from '../../../src-shared/format/conversation-time';
import type { Message } from '../../../src-shared/types';

export interface DayGroup {
  key: string;
  heading: string;
  messages: Message[];
}

function localDayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Splits a thread (oldest first) into runs of messages of the same local day, each with its heading. */
export function groupByDay(messages: Message[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const key = localDayKey(message.created_at);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, heading: messageDayHeading(message.created_at, now), messages: [message] });
  }
  return groups;
}
