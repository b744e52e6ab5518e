import { StatCards } from '../../components/stat-cards';
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
  return <StatCards label="Your activity" stats={stats} testIds />;
}
