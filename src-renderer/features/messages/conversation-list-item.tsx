import { Link } from 'wouter';
import styled from 'styled-components';
import { conversationTimeLabel } from '../../../src-shared/format/conversation-time';
import { truncate } from '../../../src-shared/format/text';
import type { Conversation } from '../../../src-shared/types';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/ui';

const PREVIEW_LENGTH = 80;

function previewText(conversation: Conversation, currentUserId: number): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const text = truncate(last.content.replace(/\s+/g, ' '), PREVIEW_LENGTH);
  return last.sender_id === currentUserId ? `You: ${text}` : text;
}

export function ConversationListItem({ conversation, currentUserId }: { conversation: Conversation; currentUserId: number }) {
  const { otherUser, unreadCount } = conversation;
  const isUnread = unreadCount > 0;
  const time = conversationTimeLabel(conversation.lastMessage?.created_at ?? conversation.updated_at);
  return (
    <li>
      <Row href={`/messages/conversation/${conversation.id}`} $isUnread={isUnread} data-testid="conversation">
        <Avatar name={otherUser.name} src={otherUser.avatar} size={44} />
        <Body>
          <NameLine>
            <strong>{otherUser.name}</strong>
            {otherUser.username && <Username>@{otherUser.username}</Username>}
          </NameLine>
          <Preview $isUnread={isUnread}>{previewText(conversation, currentUserId)}</Preview>
        </Body>
        <Meta>
          <time dateTime={conversation.lastMessage?.created_at ?? conversation.updated_at}>{time}</time>
          {isUnread && (
            <Badge data-testid="conversation-unread">
              {unreadCount}
              <span className="visually-hidden"> unread</span>
            </Badge>
          )}
        </Meta>
      </Row>
    </li>
  );
}

const Row = styled(Link)<{ $isUnread: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $isUnread }) => ($isUnread ? theme.colors.surfaceAlt : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Body = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const NameLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: 8px;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Username = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.span<{ $isUnread: boolean }>`
  color: ${({ theme, $isUnread }) => ($isUnread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $isUnread }) => ($isUnread ? 600 : 400)};
  font-size: 0.92rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: grid;
  justify-items: end;
  gap: 4px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
