import styled from 'styled-components';
import { Link } from 'wouter';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { AdminComment, CommentStatus } from '../../../src-shared/types';
import { useSetCommentStatus } from '../../api/admin';
import { Avatar } from '../../components/avatar';
import { showToast } from '../../components/toast';
import { Badge, Button } from '../../components/ui';
import { ListRow, RowActions, RowMeta } from './admin-kit';

const STATUS_TONES: Record<CommentStatus, 'muted' | 'success' | 'danger'> = { pending: 'muted', approved: 'success', rejected: 'danger' };
const STATUS_LABELS: Record<CommentStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** One comment for moderation: its author's display name and photo, what it is about, its status and the two decisions. */
export function CommentRow({ comment }: { comment: AdminComment }) {
  const setStatus = useSetCommentStatus();
  // the name the server decided (publicName): the display name, cleaned of invisible characters, else 'User {id}'
  const author = comment.user.name;

  const decide = async (status: 'approved' | 'rejected') => {
    try {
      await setStatus.mutateAsync({ id: comment.id, status });
      showToast('Comment updated', undefined, 'success');
    } catch {
      // 'Failed to update comment' comes from the mutation's meta
    }
  };

  return (
    <Item aria-label={`Comment by ${author}`}>
      <Avatar name={author} src={comment.user.profileImageUrl} size={40} />
      <div>
        <Meta>
          <strong>{author}</strong>
          <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</time>
          {comment.content_title && (
            <span>on {comment.content_link ? <Link href={comment.content_link}>{comment.content_title}</Link> : comment.content_title}</span>
          )}
          <Badge $tone={STATUS_TONES[comment.status]}>{STATUS_LABELS[comment.status]}</Badge>
          {comment.is_hidden && <Badge $tone="danger">Hidden by reports</Badge>}
        </Meta>
        <p>{comment.content}</p>
        <RowActions>
          <Button type="button" disabled={setStatus.isPending || comment.status === 'approved'} onClick={() => void decide('approved')}>
            Approve
          </Button>
          <Button type="button" $variant="danger" disabled={setStatus.isPending || comment.status === 'rejected'} onClick={() => void decide('rejected')}>
            Reject
          </Button>
        </RowActions>
      </div>
    </Item>
  );
}

const Item = styled(ListRow)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  p {
    margin: 6px 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled(RowMeta)`
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
