import { useNotificationCount } from '../../api/notifications';
import { BellIcon } from '../icons';
import { CountedIconLink } from './counted-icon-link';

/** The header's bell: unread notifications, live through the event stream; opens /notifications. */
export function NotificationsBell() {
  const { data: count = 0 } = useNotificationCount(true);
  return <CountedIconLink href="/notifications" name="Notifications" count={count} icon={<BellIcon />} badgeTestId="notification-badge" />;
}
