import { forwardRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { REPORT_REASON_LABELS } from '../../../src-shared/format/report-reasons';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { QueueAction, QueueItem, ReportReason } from '../../../src-shared/types';
import { Badge, Button } from '../../components/ui';
import { ListRow, RowActions, RowMeta } from './admin-kit';
import { QueueItemContext, QueueReports } from './queue-reports';

const TARGET_NAMES: Record<QueueItem['targetType'], string> = { product: 'listing', comment: 'comment', message: 'message', user: 'member' };

/** The two plain decisions in words: a report's read Keep and Remove, a pending comment's Approve and Reject. */
export function decisionLabels(item: QueueItem): { approve: string; reject: string } {
  return item.kind === 'reported' ? { approve: 'Keep', reject: 'Remove' } : { approve: 'Approve', reject: 'Reject' };
}

const KEY_ACTIONS: Record<string, QueueAction> = { a: 'approve', k: 'approve', r: 'reject' };

/** 'Pending comment' or 'Reported listing'. */
export function queueItemKind(item: QueueItem): string {
  const target = TARGET_NAMES[item.targetType];
  return item.kind === 'pending_comment' ? `Pending ${target}` : `Reported ${target}`;
}

const Item = styled(ListRow)`
  &:focus-visible {
    outline-offset: -3px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 {
    margin: 6px 0 4px;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 8px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 10px;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface QueueRowProps {
  item: QueueItem;
  isBusy: boolean;
  hintId: string;
  onDecide: (item: QueueItem, action: QueueAction, fromKeyboard: boolean) => void;
}

/**
 * One item waiting for a decision, with every report and the item in context. The row itself takes
 * focus: A (or K) approves or keeps it and R rejects or removes it (the desktop console relies on
 * these keys); the buttons do the same for the mouse.
 */
export const QueueRow = forwardRef<HTMLLIElement, QueueRowProps>(({ item, isBusy, hintId, onDecide }, ref) => {
  const reasons = Object.entries(item.reasons) as Array<[ReportReason, number]>;
  const labels = decisionLabels(item);
  const handleKey = (event: KeyboardEvent<HTMLLIElement>) => {
    // only the row's own keys: typing in a button or link inside it means nothing here
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey || isBusy) return;
    const action = KEY_ACTIONS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    onDecide(item, action, true);
  };

  return (
    <Item ref={ref} tabIndex={0} data-queue-row="" aria-label={`${queueItemKind(item)}: ${item.title}`} aria-describedby={hintId} onKeyDown={handleKey}>
      <RowMeta>
        <Badge $tone={item.kind === 'pending_comment' ? 'muted' : 'danger'}>{queueItemKind(item)}</Badge>
        <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
        {item.author && <span>by {item.author.name}</span>}
        {item.reportCount > 0 && <span>{item.reportCount === 1 ? '1 report' : `${item.reportCount} reports`}</span>}
        {item.hidden && <Badge $tone="danger">Hidden</Badge>}
      </RowMeta>
      <h3>{item.link ? <Link href={item.link}>{item.title}</Link> : item.title}</h3>
      {item.excerpt && <p>{item.excerpt}</p>}
      <QueueItemContext context={item.context} />
      {reasons.length > 0 && (
        <Reasons aria-label="Reasons">
          {reasons.map(([reason, count]) => (
            <li key={reason}>{`${REPORT_REASON_LABELS[reason] ?? reason} × ${count}`}</li>
          ))}
        </Reasons>
      )}
      <QueueReports reports={item.reports} />
      <RowActions>
        <Button type="button" disabled={isBusy} onClick={() => onDecide(item, 'approve', false)}>
          {labels.approve}
        </Button>
        <Button type="button" $variant="secondary" disabled={isBusy} onClick={() => onDecide(item, 'reject', false)}>
          {labels.reject}
        </Button>
        <Button type="button" $variant="danger" disabled={isBusy || !item.author} onClick={() => onDecide(item, 'deactivate_author', false)}>
          Deactivate author
        </Button>
      </RowActions>
    </Item>
  );
});
QueueRow.displayName = 'QueueRow';
