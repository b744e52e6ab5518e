import styled from 'styled-components';
import type { Comment } from '../../../src-shared/types';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import { Avatar } from '../avatar';
import { ReportButton } from '../report-dialog';
import { Badge } from '../ui';
import { useNow } from '../server-render';

interface CommentItemProps {
  comment: Comment;
  isReply: boolean;
  /** shown on comments that can be answered (public, top-level) to signed-in members */
  onReply?: () => void;
}

/** One comment: author name (or 'User {id}'), when, the text, and 'Awaiting moderation' on the viewer's pending ones. */
export function CommentItem({ comment, isReply, onReply }: CommentItemProps) {
  const now = useNow();
  return (
    <Item $reply={isReply} id={`comment-${comment.id}`}>
      <Avatar name={comment.user.name} src={comment.user.profileImageUrl} size={36} />
      <div>
        <Meta>
          <strong>{comment.user.name}</strong>
          <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at, now)}</time>
          {comment.status === 'pending' && <Badge $tone="muted">Awaiting moderation</Badge>}
          <ReportButton targetType="comment" targetId={comment.id} ownerId={comment.user_id} label={`Report comment by ${comment.user.name}`} compact />
        </Meta>
        <p>{comment.content}</p>
        {onReply && (
          <ReplyButton type="button" onClick={onReply} aria-label={`Reply to ${comment.user.name}`}>
            Reply
          </ReplyButton>
        )}
      </div>
    </Item>
  );
}

const Item = styled.li<{ $reply: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px;
  padding: 16px 0;
  margin-left: ${({ $reply }) => ($reply ? '40px' : '0')};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const ReplyButton = styled.button`
  margin-top: 6px;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
