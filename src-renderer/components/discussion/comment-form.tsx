import { useFormik } from 'formik';
import styled from 'styled-components';
import { COMMENT_MAX, commentSchema } from '../../../src-shared/schemas/comment';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import type { CommentContentType } from '../../../src-shared/types';
import { usePostComment } from '../../api/comments';
import { showToast } from '../toast';
import { TextAreaField } from '../form-field';
import { FormProblem } from '../form-problem';
import { Button } from '../ui';

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
    // Post stays disabled while the box is blank, so only a rule about what was typed has anything to say
    validate: (values) => (values.content.trim() ? validationErrors(contentSchema, values) : {}),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await postComment.mutateAsync({ content: values.content.trim(), parentId: replyTo?.id });
        helpers.resetForm();
        showToast('Comment posted!', 'Your comment has been successfully posted.', 'success');
        onDone?.();
      } catch {
        // the toast comes from the mutation's meta
        helpers.setStatus('Failed to post comment');
      }
    },
  });
  const isBlank = formik.values.content.trim() === '';
  const id = replyTo ? `reply-to-${replyTo.id}` : `comment-${contentType}-${contentId}`;

  return (
    <Form onSubmit={formik.handleSubmit}>
      <TextAreaField
        formik={formik}
        name="content"
        id={id}
        label={replyTo ? `Reply to ${replyTo.name}` : 'Add a comment'}
        hideLabel
        rows={replyTo ? 3 : 4}
        autoFocus={Boolean(replyTo)}
        maxLength={COMMENT_MAX}
        placeholder={replyTo ? `Reply to ${replyTo.name}...` : 'Share your thoughts...'}
        // the box stays usable while the text goes: focus stays in it for the next one
        disabled={false}
      />
      <FormProblem formik={formik} />
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
  & > div,
  & > p {
    justify-self: stretch;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 10px;
`;
