import styled from 'styled-components';
import { autoFitColumns } from '../../components/auto-fit-columns';
import { surfaceBox } from '../../components/panel-box';
import { formatDate } from '../../../src-shared/format/dates';

interface ProfileStatsProps {
  listings: number | undefined;
  favorites: number | undefined;
  unread: number | undefined;
  memberSince: string;
}

/** The four stat cards: listings, favourites, unread messages, member since. */
export function ProfileStats({ listings, favorites, unread, memberSince }: ProfileStatsProps) {
  const stats = [
    { label: 'Listings', value: listings ?? '–' },
    { label: 'Favorites', value: favorites ?? '–' },
    { label: 'Unread Messages', value: unread ?? '–' },
    { label: 'Member Since', value: formatDate(memberSince) },
  ];
  return (
    <Stats aria-label="Your activity">
      {stats.map((stat) => (
        <div key={stat.label} data-testid={`stat-${stat.label.toLowerCase().replace(/\s+/g, '-')}`}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Stats>
  );
}

const Stats = styled.dl`
  ${autoFitColumns('140px')}
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
    font-size: 1.5rem;
    font-weight: 800;
  }
`;
