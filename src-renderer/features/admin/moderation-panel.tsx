import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { QueueAction, QueueItem } from '../../../src-shared/types';
import { useAdminLiveRefresh, useModerationQueue, useQueueDecision, useQueueUndo } from '../../api/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { showToast } from '../../components/toast';
import { Card, Muted } from '../../components/ui';
import { PanelHeading, PanelNote, Spinner } from './admin-kit';
import { QueueRow } from './queue-row';

const PAGE_SIZE = 20;
const HINT_ID = 'moderation-keys-hint';
/** how long a decision's toast offers Undo (the server allows a little longer) */
const UNDO_MS = 10_000;

function doneText(item: QueueItem, action: QueueAction): string {
  if (action === 'deactivate_author') return 'Author deactivated';
  if (item.kind === 'reported') return action === 'approve' ? 'Item kept' : 'Item removed';
  return action === 'approve' ? 'Item approved' : 'Item rejected';
}

/**
 * The Moderation tab: items hidden by reports first, then the most reported, then pending
 * comments. Decisions by button or, on a focused row, by key (A or K keep or approve, R remove or
 * reject); after a keyed decision focus moves to the item that takes its place, so a queue can be
 * worked through without the mouse. Each decision's toast offers Undo for 10 seconds (U does the same).
 */
export function ModerationPanel() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useModerationQueue({ page, pageSize: PAGE_SIZE });
  const decision = useQueueDecision();
  const undo = useQueueUndo();
  const lastDecision = useRef<{ item: QueueItem; until: number } | null>(null);
  // a new pending comment or report, or another admin's decision, shows without a reload
  useAdminLiveRefresh();
  const [deactivating, setDeactivating] = useState<QueueItem | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocusAt = useRef<number | null>(null);
  const items = data?.items;

  useEffect(() => {
    if (refocusAt.current === null || !items) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-queue-row]') ?? [];
    const next = rows[Math.min(refocusAt.current, rows.length - 1)];
    refocusAt.current = null;
    (next ?? headingRef.current)?.focus();
  }, [items]);

  const decide = async (item: QueueItem, action: QueueAction, fromKeyboard: boolean) => {
    if (action === 'deactivate_author' && deactivating?.id !== item.id) {
      setDeactivating(item);
      return;
    }
    try {
      await decision.mutateAsync({ id: item.id, action });
      lastDecision.current = { item, until: Date.now() + UNDO_MS };
      showToast(doneText(item, action), item.title, 'success', { autoClose: UNDO_MS, action: { label: 'Undo', onClick: () => void undoLast() } });
      if (fromKeyboard) refocusAt.current = items?.findIndex((candidate) => candidate.id === item.id) ?? 0;
      setDeactivating(null);
    } catch {
      // 'Failed to update item' with the server's reason comes from the mutation's meta
    }
  };

  const undoLast = async () => {
    const last = lastDecision.current;
    if (!last || Date.now() > last.until) return;
    lastDecision.current = null;
    try {
      await undo.mutateAsync(last.item.id);
      showToast('Decision undone', `${last.item.title} is back in the queue.`, 'info');
    } catch {
      // 'Could not undo the decision' with the server's reason comes from the mutation's meta
    }
  };

  // U takes back the last decision while its toast offers Undo, from anywhere in the panel but a text field
  const handlePanelKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key.toLowerCase() !== 'u' || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    if (!lastDecision.current) return;
    event.preventDefault();
    void undoLast();
  };

  return (
    <section aria-labelledby="moderation-heading" onKeyDown={handlePanelKey}>
      <PanelHeading>
        <h2 id="moderation-heading" ref={headingRef} tabIndex={-1}>
          Moderation queue{data ? ` (${data.total})` : ''}
        </h2>
      </PanelHeading>
      <Hint id={HINT_ID}>
        Keyboard: focus an item with <kbd>Tab</kbd>, then press <kbd>A</kbd> to approve or keep it, or <kbd>R</kbd> to reject or remove it; <kbd>U</kbd> undoes
        the last decision while its toast shows.
      </Hint>
      {isLoading && <Spinner label="Loading the moderation queue" />}
      {isError && <PanelNote role="alert">The queue could not be loaded. Please try again later.</PanelNote>}
      {items && items.length === 0 && <PanelNote role="status">Nothing waits for a decision.</PanelNote>}
      {items && items.length > 0 && (
        <List ref={listRef} aria-label="Items waiting for a decision, hidden and most reported first">
          {items.map((item) => (
            <QueueRow key={item.id} item={item} isBusy={decision.isPending} hintId={HINT_ID} onDecide={(...args) => void decide(...args)} />
          ))}
        </List>
      )}
      <Pagination page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPageChange={setPage} />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title="Deactivate the author?"
        description={
          deactivating?.author
            ? `${deactivating.author.name} is signed out everywhere and cannot sign in until an admin reactivates the account; the item is rejected.`
            : ''
        }
        confirmLabel="Deactivate author"
        busyLabel="Deactivating..."
        isBusy={decision.isPending}
        onConfirm={() => {
          if (deactivating) void decide(deactivating, 'deactivate_author', false);
        }}
      />
    </section>
  );
}

const List = styled(Card).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Hint = styled(Muted)`
  margin-bottom: 12px;
  kbd {
    padding: 1px 6px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-family: inherit;
    font-weight: 700;
  }
`;
