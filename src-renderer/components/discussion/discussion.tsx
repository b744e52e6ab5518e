import { Fragment, useState } from 'react';
import styled from 'styled-components';
import type { Comment, CommentContentType } from '../../../src-shared/types';
import { useCurrentUser } from '../../api/auth';
import { useComments } from '../../api/comments';
import { SkeletonBlock } from '../skeleton';
import { ButtonLink, Muted, SpreadRow } from '../ui';
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lazy-chunk';
import { OptionalPart } from '../optional-part';
import { CommentItem } from './comment-item';
import { useSignInHref } from '../use-sign-in-href';

// only members write comments: the form and its rules load for them, not for every reader
const LazyCommentForm = lazyChunk('comment-form', async () => (await import('./comment-form')).CommentForm);

/** The comment form, whose code comes when first shown: its place stays while it loads, or while it cannot be fetched. */
function CommentForm(props: ComponentProps<typeof LazyCommentForm>) {
  const placeholder = <SkeletonBlock $height="120px" aria-hidden="true" />;
  return (
    <OptionalPart fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <LazyCommentForm {...props} />
      </Suspense>
    </OptionalPart>
  );
}

/** Replies follow their parent; a reply whose parent is hidden stands on its own. */
function threaded(comments: Comment[]): Array<{ comment: Comment; isReply: boolean }> {
  const ids = new Set(comments.map((comment) => comment.id));
  const roots = comments.filter((comment) => comment.parent_id === null || !ids.has(comment.parent_id));
  return roots.flatMap((root) => [
    { comment: root, isReply: false },
    ...comments.filter((comment) => comment.parent_id === root.id).map((comment) => ({ comment, isReply: true })),
  ]);
}

/** The Discussion block under a blog post or review. */
export function Discussion({ contentType, contentId }: { contentType: CommentContentType; contentId: number }) {
  const signInHref = useSignInHref();
  const { isSignedIn } = useCurrentUser();
  const { data, isLoading, isError } = useComments(contentType, contentId);
  const comments = data?.items ?? [];
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const thread = threaded(comments);
  // the reply box goes after the last reply of its comment
  const lastOfThread = (index: number) => thread[index + 1]?.isReply !== true;
  const rootOf = (index: number) => thread.slice(0, index + 1).findLast((entry) => !entry.isReply)?.comment;

  return (
    <Section aria-labelledby="discussion-heading">
      <h2 id="discussion-heading">Discussion{data ? ` (${data.total})` : ''}</h2>
      {isSignedIn ? (
        <CommentForm contentType={contentType} contentId={contentId} />
      ) : (
        <SignInPrompt>
          <p>You need to be signed in to post a comment.</p>
          <ButtonLink href={signInHref} $variant="secondary">
            Sign In
          </ButtonLink>
        </SignInPrompt>
      )}
      {isLoading && <SkeletonBlock $height="72px" aria-hidden="true" />}
      {isError && (
        <LoadError role="alert">
          <strong>Unable to load comments</strong>
          <Muted>Please try again later</Muted>
        </LoadError>
      )}
      {data && comments.length === 0 && <Muted>No comments yet. Start the discussion!</Muted>}
      {comments.length > 0 && (
        <List aria-label="Comments">
          {thread.map(({ comment, isReply }, index) => {
            const root = rootOf(index);
            const canReply = isSignedIn && !isReply && comment.parent_id === null && comment.status === 'approved';
            return (
              <Fragment key={comment.id}>
                <CommentItem comment={comment} isReply={isReply} onReply={canReply ? () => setReplyingTo(comment.id) : undefined} />
                {root && replyingTo === root.id && lastOfThread(index) && (
                  <ReplyBox>
                    <CommentForm
                      contentType={contentType}
                      contentId={contentId}
                      replyTo={{ id: root.id, name: root.user.name }}
                      onDone={() => setReplyingTo(null)}
                    />
                  </ReplyBox>
                )}
              </Fragment>
            );
          })}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 40px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const SignInPrompt = styled(SpreadRow)`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const LoadError = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  strong {
    display: block;
  }
`;

const ReplyBox = styled.li`
  margin-left: 40px;
  padding-bottom: 16px;
`;
