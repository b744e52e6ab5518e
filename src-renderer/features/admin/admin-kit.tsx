import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { tableCells, tableFrame } from '../../components/data-table';
import { Muted, SpreadRow } from '../../components/ui';

/** The admin panels' loading state: a spinner, announced as loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <SpinnerRing aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A table with a caption for screen readers, scrolling sideways inside itself when too wide. */
export function AdminTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    // a scrolling region must be reachable by keyboard to be scrolled
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroller>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerRing = styled.span`
  display: block;
  width: 36px;
  height: 36px;
  margin: 48px auto;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** A panel's heading row: the title on the left, its tools on the right. */
export const PanelHeading = styled(SpreadRow)`
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

/** Wide tables scroll inside their own box on phones, so the page never scrolls sideways. */
const Scroller = styled.div`
  /* holds the visually hidden texts in its cells, which would otherwise widen the page */
  position: relative;
  ${tableFrame}
`;

export const Table = styled.table`
  ${tableCells}
  font-size: 0.95rem;
  /* phones: each row becomes a card of label–value lines, the labels from the cells' data-label */
  @media (max-width: 600px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      gap: 6px;
      padding: 12px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    th,
    td {
      display: block;
      padding: 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** One item of a moderation list, with a rule between items. */
export const ListRow = styled.li`
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`;

/** The small muted line above a moderation item: who, when, what state. */
export const RowMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button,
  a {
    min-height: 36px;
    padding: 6px 14px;
  }
`;

/** The line a panel shows when its list is empty or failed. */
export const PanelNote = styled(Muted)`
  padding: 32px 16px;
  text-align: center;
`;
