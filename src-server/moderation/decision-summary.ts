import { truncate } from '../../src-shared/format/text';
import type { QueueAction, QueueItem } from '../../src-shared/types';

const quoted = (text: string) => `“${truncate(text, 60)}”`;

/** The item in words, for the record: 'the listing “Wooden crib”', 'a comment by Emma W: “...”'. */
function itemInWords(item: QueueItem): string {
  const author = item.author?.name ?? 'a member';
  switch (item.targetType) {
    case 'product':
      return `the listing ${quoted(item.title)}`;
    case 'comment':
      return `a comment by ${author}: ${quoted(item.excerpt)}`;
    case 'message':
      return `a message from ${author}: ${quoted(item.excerpt)}`;
    case 'user':
      return `the member ${item.title}`;
  }
}

function rejectVerb(item: QueueItem): string {
  if (item.targetType === 'user') return 'deactivated';
  return item.kind === 'pending_comment' ? 'rejected' : 'removed';
}

/** A report's decisions are Keep and Remove; a pending comment's Approve and Reject. */
function approveVerb(item: QueueItem): string {
  if (item.targetType === 'user') return 'cleared';
  return item.kind === 'pending_comment' ? 'approved' : 'kept';
}

/** What an admin did, as Recent Activity shows it after their name: 'removed the listing “Wooden crib” and deactivated Sam'. */
export function decisionSummary(item: QueueItem, action: QueueAction): string {
  if (action === 'approve') return `${approveVerb(item)} ${itemInWords(item)}`;
  const rejected = `${rejectVerb(item)} ${itemInWords(item)}`;
  if (action === 'reject' || item.targetType === 'user' || !item.author) return rejected;
  return `${rejected} and deactivated ${item.author.name}`;
}
