import { Link } from 'wouter';
import styled from 'styled-components';
import { useUnreadCount } from '../../api/messages';
import { MessageIcon } from '../icons';
import { roundIconStyle } from '../link-styles';

export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export function MessagesLink() {
  const { data: count = 0 } = useUnreadCount(true);
  const label = count > 0 ? `Messages, ${count} unread` : 'Messages';
  return (
    <IconLink href="/messages" aria-label={label}>
      <MessageIcon />
      {count > 0 && (
        <Count data-testid="unread-badge" aria-hidden="true">
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
