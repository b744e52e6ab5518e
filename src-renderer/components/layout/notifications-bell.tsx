import { Link } from 'wouter';
import styled from 'styled-components';
import { useNotificationCount } from '../../api/notifications';
import { BellIcon } from '../icons';
import { roundIconStyle } from '../link-styles';
import { badgeText } from './messages-link';

/** The header's bell: unread notifications, live through the event stream; opens /notifications. */
export function NotificationsBell() {
  const { data: count = 0 } = useNotificationCount(true);
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <IconLink href="/notifications" aria-label={label}>
      <BellIcon />
      {count > 0 && (
        <Count data-testid="notification-badge" aria-hidden="true">
          {badgeText(count)}
        </Count>
      )}
    </IconLink>
  );
}

const IconLink = styled(Link)`
  position: relative;
  ${roundIconStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Count = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.badge};
  color: #fff;
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
