import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { Notification } from '../../../src-shared/notifications';
import { NOTIFICATIONS_PAGE_SIZE, useMarkNotificationsRead, useNotificationCount, useNotifications } from '../../api/notifications';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { LoadingPage } from '../../components/skeleton';
import { Button, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequireSignIn } from '../../components/use-require-sign-in';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const isUnread = notification.readAt === null;
  return (
    <Item $isUnread={isUnread}>
      <a
        href={notification.url}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(notification);
        }}
      >
        {isUnread && <Dot aria-hidden="true" />}
        <span>
          {isUnread && <span className="visually-hidden">Unread: </span>}
          {notification.text}
        </span>
      </a>
      <Time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</Time>
    </Item>
  );
}

/** /notifications: what the member heard back about, newest first; opening one marks it read. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { user } = useRequireSignIn();
  const [page, setPage] = useState(1);
  const [, navigate] = useLocation();
  const list = useNotifications(page, Boolean(user));
  const { data: unread = 0 } = useNotificationCount(Boolean(user));
  const markRead = useMarkNotificationsRead();

  if (!user || list.isLoading) return <LoadingPage height="40px" width="40%" />;

  const handleOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    navigate(notification.url);
  };
  const items = list.data?.items ?? [];

  const renderBody = () => {
    if (list.isError) {
      return (
        <EmptyState role="alert" hint="Failed to load notifications. Please try again">
          <Button type="button" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </EmptyState>
      );
    }
    if (items.length === 0) {
      return <EmptyState title="No notifications yet" hint="Replies to your comments, new messages and news of your listings and favourites show up here." />;
    }
    return (
      <>
        <List aria-label="Notifications">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={handleOpen} />
          ))}
        </List>
        <Pagination page={page} total={list.data?.total ?? 0} pageSize={NOTIFICATIONS_PAGE_SIZE} onPageChange={setPage} />
      </>
    );
  };

  return (
    <Page>
      <PageHeading
        title="Notifications"
        subtitle={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        action={
          unread > 0 && (
            <Button type="button" $variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
              Mark all as read
            </Button>
          )
        }
      />
      {renderBody()}
    </Page>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $isUnread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $isUnread }) => ($isUnread ? theme.colors.surfaceAlt : theme.colors.surface)};
  a {
    display: inline-flex;
    align-items: baseline;
    gap: 10px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ $isUnread }) => ($isUnread ? 700 : 400)};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
