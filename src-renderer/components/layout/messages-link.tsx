import { useUnreadCount } from '../../api/messages';
import { MessageIcon } from '../icons';
import { CountedIconLink } from './counted-icon-link';

export function MessagesLink() {
  const { data: count = 0 } = useUnreadCount(true);
  return <CountedIconLink href="/messages" name="Messages" count={count} icon={<MessageIcon />} badgeTestId="unread-badge" />;
}
