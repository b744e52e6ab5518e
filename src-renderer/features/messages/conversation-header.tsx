import { Link } from 'wouter';
import styled from 'styled-components';
import type { Conversation } from '../../../src-shared/types';
import { Avatar } from '../../components/avatar';
import { ReportButton } from '../../components/report-dialog';

export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { otherUser } = conversation;
  return (
    <Bar>
      <Back href="/messages" aria-label="Back to Messages">
        ←
      </Back>
      <Avatar name={otherUser.name} src={otherUser.avatar} size={44} />
      <Who>
        <h1>
          <Link href={`/members/${otherUser.id}`}>{otherUser.name}</Link>
        </h1>
        {otherUser.username && <span>@{otherUser.username}</span>}
      </Who>
      <ReportButton targetType="user" targetId={otherUser.id} ownerId={otherUser.id} label={`Report ${otherUser.name}`} compact />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 10px;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Who = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  span {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
