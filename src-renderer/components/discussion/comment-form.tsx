import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CommentContentType } from '../../../src-shared/types';
import { usePostComment } from '../../api/comments';
import { showToast } from '../toast';
import { Button, FieldError, Textarea } from '../ui';

const Form = styled.form`
  display: grid;
  gap: 10px;
  justify-items: end;
`;

/** The text box and Post button; Post stays disabled while the trimmed text is empty. */
export function CommentForm({ contentType, contentId }: { contentType: CommentContentType; contentId: number }) {
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const postComment = usePostComment(contentType, contentId);
  const isBlank = text.trim() === '';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || postComment.isPending) return;
    setFailed(false);
    try {
      await postComment.mutateAsync(text.trim());
      setText('');
      showToast('Comment posted!', 'Your comment has been successfully posted.', 'success');
    } catch {
      // the toast comes from the mutation's meta
      setFailed(true);
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(event)}>
      <label className="visually-hidden" htmlFor={`comment-${contentType}-${contentId}`}>Add a comment</label>
      <Textarea
        id={`comment-${contentType}-${contentId}`}
        rows={4}
        maxLength={2000}
        placeholder="Share your thoughts..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {failed && <FieldError role="alert">Failed to post comment</FieldError>}
      <Button type="submit" disabled={isBlank || postComment.isPending}>{postComment.isPending ? 'Posting...' : 'Post'}</Button>
    </Form>
  );
}
