import styled from 'styled-components';
import { autoFitColumns } from './auto-fit-columns';
import { surfaceBox } from './panel-box';

export interface Stat {
  label: string;
  value: string | number;
}

interface StatCardsProps {
  label: string;
  stats: Stat[];
  /** the narrowest a card may get before the row wraps */
  minWidth?: string;
  /** the figures' size: smaller where a figure may be words */
  figureSize?: string;
  /** a data-testid per card, stat-<label in kebab case> */
  testIds?: boolean;
}

/** A row of stat cards: each a figure over its label, read as a description list. */
export function StatCards({ label, stats, minWidth = '140px', figureSize = '1.5rem', testIds = false }: StatCardsProps) {
  return (
    <Cards aria-label={label} $minWidth={minWidth} $figureSize={figureSize}>
      {stats.map((stat) => (
        <div key={stat.label} data-testid={testIds ? `stat-${stat.label.toLowerCase().replace(/\s+/g, '-')}` : undefined}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Cards>
  );
}

const Cards = styled.dl<{ $minWidth: string; $figureSize: string }>`
  ${({ $minWidth }) => autoFitColumns($minWidth)}
  gap: 12px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 4px;
    ${surfaceBox}
    padding: 16px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: ${({ $figureSize }) => $figureSize};
    font-weight: 800;
  }
`;
