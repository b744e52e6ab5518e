import styled from 'styled-components';
import { autoFitColumns } from '../../components/auto-fit-columns';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { ActivityItem, ActivityType } from '../../../src-shared/types';
import { useAdminLiveRefresh, useAdminStats } from '../../api/admin';
import { AlertIcon, BookIcon, MessageIcon, PlusIcon, TagIcon, UserIcon } from '../../components/icons';
import { ButtonLink, Card, Muted } from '../../components/ui';
import { PanelNote, Spinner } from './admin-kit';
import { MailStatusNotice } from './mail-status-notice';

const TYPE_ICONS: Record<ActivityType, typeof MessageIcon> = {
  comment: MessageIcon,
  product: TagIcon,
  user: UserIcon,
  moderation: AlertIcon,
  other: BookIcon,
};
const TYPE_NAMES: Record<ActivityType, string> = {
  comment: 'Comment',
  product: 'Listing',
  user: 'Member',
  moderation: 'Moderation',
  other: 'Activity',
};

const STAT_CARDS = [
  { key: 'products', title: 'Total Products', hint: 'Marketplace listings' },
  { key: 'users', title: 'Total Users', hint: 'Registered users' },
  { key: 'blogs', title: 'Blog Posts', hint: 'Published articles' },
  { key: 'pendingComments', title: 'Pending Comments', hint: 'Awaiting moderation' },
] as const;

function ActivityRow({ item }: { item: ActivityItem }) {
  const Icon = TYPE_ICONS[item.type] ?? BookIcon;
  return (
    <li>
      <IconBadge $type={item.type} title={TYPE_NAMES[item.type]}>
        <Icon size={18} />
      </IconBadge>
      <div>
        <p>
          <span className="visually-hidden">{`${TYPE_NAMES[item.type]}: `}</span>
          {item.title}
        </p>
        <Muted as="span">
          <time dateTime={item.time}>{formatRelativeTime(item.time)}</time>
        </Muted>
      </div>
      <ButtonLink href={item.link} $variant="secondary" aria-label={`View: ${item.title}`}>
        View
      </ButtonLink>
    </li>
  );
}

/** The Overview tab: the four counts, Recent Activity and Quick Actions. */
export function OverviewPanel() {
  const { data: stats, isLoading, isError } = useAdminStats();
  useAdminLiveRefresh();
  if (isLoading) return <Spinner label="Loading statistics" />;
  const activity = stats?.recentActivity ?? [];
  return (
    <div>
      <h2 className="visually-hidden">Overview</h2>
      {isError && <PanelNote role="alert">Statistics could not be loaded. Please try again later.</PanelNote>}
      <MailStatusNotice />
      <Stats>
        {STAT_CARDS.map((card) => (
          <StatCard key={card.key}>
            <h3>{card.title}</h3>
            <strong>{stats?.[card.key] ?? 0}</strong>
            <Muted>{card.hint}</Muted>
          </StatCard>
        ))}
      </Stats>
      <Columns>
        <Section as="section" aria-labelledby="recent-activity">
          <h3 id="recent-activity">Recent Activity</h3>
          {activity.length === 0 ? (
            <Muted>No recent activity</Muted>
          ) : (
            <ActivityList>
              {activity.map((item, index) => (
                <ActivityRow key={`${item.time}-${index}`} item={item} />
              ))}
            </ActivityList>
          )}
        </Section>
        <Section as="section" aria-labelledby="quick-actions">
          <h3 id="quick-actions">Quick Actions</h3>
          <QuickActions>
            <ButtonLink href="/admin/blog/create" $variant="secondary">
              <PlusIcon size={18} />
              New Blog Post
            </ButtonLink>
            <ButtonLink href="/marketplace/create" $variant="secondary">
              <PlusIcon size={18} />
              New Product
            </ButtonLink>
            <ButtonLink href="/admin/reviews/create" $variant="secondary">
              <PlusIcon size={18} />
              New Review
            </ButtonLink>
            <ButtonLink href="/admin/deals/create" $variant="secondary">
              <PlusIcon size={18} />
              New Deal
            </ButtonLink>
          </QuickActions>
        </Section>
      </Columns>
    </div>
  );
}

const Stats = styled.div`
  ${autoFitColumns('200px')}
  gap: 16px;
  margin-bottom: 24px;
`;

const StatCard = styled(Card)`
  padding: 18px;
  h3 {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
  strong {
    display: block;
    font-size: 2rem;
    line-height: 1.2;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled(Card)`
  padding: 18px;
  h3 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const ActivityList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    min-height: 36px;
    padding: 6px 14px;
  }
`;

const IconBadge = styled.span<{ $type: ActivityType }>`
  display: inline-flex;
  padding: 8px;
  border-radius: 50%;
  color: ${({ theme, $type }) =>
    ({
      comment: theme.colors.primary,
      product: theme.colors.success,
      user: theme.colors.accent,
      moderation: theme.colors.warning,
      other: theme.colors.textMuted,
    })[$type]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const QuickActions = styled.div`
  display: grid;
  gap: 10px;
  a {
    justify-content: flex-start;
  }
`;
