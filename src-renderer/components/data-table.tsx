import type { ReactNode } from 'react';
import { css } from 'styled-components';
import { surfaceBox } from './panel-box';

/** A table's head row: one column header a name, in order. */
export function ColumnHeads({ columns }: { columns: ReactNode[] }) {
  return (
    <tr>
      {columns.map((column, index) => (
        // the columns are fixed for a table, so their place is their identity
        <th key={index} scope="col">
          {column}
        </th>
      ))}
    </tr>
  );
}

/** The box a wide table scrolls sideways in, so the page itself never does. */
export const tableFrame = css`
  ${surfaceBox}
  overflow-x: auto;
`;

/** The lists' tables: ruled rows, muted column headers, no rule under the last row. */
export const tableCells = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;
