import styled from 'styled-components';
import type { Conversation } from '../../../src-shared/types';
import { SkeletonBlock } from '../../components/skeleton';
import { ConversationListItem } from './conversation-list-item';

const MAX_LIST_HEIGHT = '600px';

export function ConversationList({ conversations, currentUserId }: { conversations: Conversation[]; currentUserId: number }) {
  return (
    <List aria-label="Conversations">
      {conversations.map((conversation) => (
        <ConversationListItem key={conversation.id} conversation={conversation} currentUserId={currentUserId} />
      ))}
    </List>
  );
}

export function ConversationListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <List aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} data-testid="skeleton">
          <SkeletonBlock $height="44px" $width="44px" />
          <div>
            <SkeletonBlock $width="40%" />
            <SkeletonBlock $height="14px" $width="75%" />
          </div>
        </SkeletonRow>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: ${MAX_LIST_HEIGHT};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  li:last-child a {
    border-bottom: 0;
  }
`;

const SkeletonRow = styled.li`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: 12px;
  padding: 14px 16px;
  div {
    display: grid;
    gap: 8px;
  }
`;
