import { useFormik } from 'formik';
import styled from 'styled-components';
import { COMMENT_MAX, commentSchema } from '../../../src-shared/schemas/comment';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import type { CommentContentType } from '../../../src-shared/types';
import { usePostComment } from '../../api/comments';
import { showToast } from '../toast';
import { Button, FieldError, Textarea } from '../ui';

// the box holds only the text; the content it belongs to comes with the component
const contentSchema = commentSchema.pick(['content']);

interface CommentFormProps {
  contentType: CommentContentType;
  contentId: number;
  /** a reply: the comment it answers, and its author's name for the box's label */
  replyTo?: { id: number; name: string };
  /** after posting, and on Cancel (replies only) */
  onDone?: () => void;
}

/** The text box and Post button; Post stays disabled while the trimmed text is empty. */
export function CommentForm({ contentType, contentId, replyTo, onDone }: CommentFormProps) {
  const postComment = usePostComment(contentType, contentId);
  const formik = useFormik({
    initialValues: { content: '' },
    validate: (values) => validationErrors(contentSchema, values),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await postComment.mutateAsync({ content: values.content.trim(), parentId: replyTo?.id });
        helpers.resetForm();
        showToast('Comment posted!', 'Your comment has been successfully posted.', 'success');
        onDone?.();
      } catch {
        // the toast comes from the mutation's meta
        helpers.setStatus('failed');
      }
    },
  });
  const isBlank = formik.values.content.trim() === '';
  const id = replyTo ? `reply-to-${replyTo.id}` : `comment-${contentType}-${contentId}`;

  return (
    <Form onSubmit={formik.handleSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {replyTo ? `Reply to ${replyTo.name}` : 'Add a comment'}
      </label>
      <Textarea
        id={id}
        name="content"
        rows={replyTo ? 3 : 4}
        autoFocus={Boolean(replyTo)}
        maxLength={COMMENT_MAX}
        placeholder={replyTo ? `Reply to ${replyTo.name}...` : 'Share your thoughts...'}
        value={formik.values.content}
        onChange={formik.handleChange}
      />
      {formik.submitCount > 0 && formik.errors.content && <FieldError role="alert">{formik.errors.content}</FieldError>}
      {formik.status === 'failed' && <FieldError role="alert">Failed to post comment</FieldError>}
      <Buttons>
        {replyTo && (
          <Button type="button" $variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isBlank || formik.isSubmitting}>
          {formik.isSubmitting ? 'Posting...' : replyTo ? 'Post Reply' : 'Post'}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 10px;
  justify-items: end;
`;

const Buttons = styled.div`
  display: flex;
  gap: 10px;
`;
