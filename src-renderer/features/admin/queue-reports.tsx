import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import { REPORT_REASON_LABELS } from '../../../src-shared/format/report-reasons';
import type { QueueContext, QueueReport, QueueReporter } from '../../../src-shared/types';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** 'Emma W · member since 3 Mar 2026 · 2 past reports upheld, 1 dismissed' */
function standing(reporter: QueueReporter | null): string {
  if (!reporter) return 'a member who has since left';
  const past = reporter.upheld + reporter.dismissed;
  const history =
    past === 0 ? 'no past reports decided' : `${count(past, 'past report', 'past reports')}: ${reporter.upheld} upheld, ${reporter.dismissed} dismissed`;
  return `${reporter.name} · member since ${formatDate(reporter.memberSince)} · ${history}`;
}

/** Each report of a queue item: its reason, what the reporter wrote, and who they are. */
export function QueueReports({ reports }: { reports: QueueReport[] }) {
  if (reports.length === 0) return null;
  return (
    <Reports aria-label="Reports">
      {reports.map((report) => (
        <li key={report.id}>
          <strong>{REPORT_REASON_LABELS[report.reason] ?? report.reason}</strong>
          {report.details && <Details>“{report.details}”</Details>}
          <Reporter>{standing(report.reporter)}</Reporter>
        </li>
      ))}
    </Reports>
  );
}

/** What surrounds the item: the messages before it, the comment it answers, a listing's price. */
export function QueueItemContext({ context }: { context: QueueContext | null }) {
  if (!context) return null;
  return (
    <Context aria-label="Context">
      <figcaption>{context.heading}</figcaption>
      {context.lines.length > 0 && (
        <ol>
          {context.lines.map((line, index) => (
            <li key={index} data-item={line.isItem || undefined}>
              <strong>{line.author}:</strong> {line.text}
            </li>
          ))}
        </ol>
      )}
    </Context>
  );
}

const Reports = styled.ul`
  display: grid;
  gap: 8px;
  list-style: none;
  margin: 0 0 10px;
  padding: 0;
  li {
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Details = styled.span`
  display: block;
  margin-top: 2px;
  white-space: pre-wrap;
`;

const Reporter = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Context = styled.figure`
  margin: 0 0 10px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  figcaption {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li[data-item] {
    font-weight: 600;
  }
`;
