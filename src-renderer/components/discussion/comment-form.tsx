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

/** The text box and Post button; Post stays disabled while the trimmed text is empty. */
export function CommentForm({ contentType, contentId }: { contentType: CommentContentType; contentId: number }) {
  const postComment = usePostComment(contentType, contentId);
  const formik = useFormik({
    initialValues: { content: '' },
    validate: (values) => validationErrors(contentSchema, values),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await postComment.mutateAsync(values.content.trim());
        helpers.resetForm();
        showToast('Comment posted!', 'Your comment has been successfully posted.', 'success');
      } catch {
        // the toast comes from the mutation's meta
        helpers.setStatus('failed');
      }
    },
  });
  const isBlank = formik.values.content.trim() === '';
  const id = `comment-${contentType}-${contentId}`;

  return (
    <Form onSubmit={formik.handleSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        Add a comment
      </label>
      <Textarea
        id={id}
        name="content"
        rows={4}
        maxLength={COMMENT_MAX}
        placeholder="Share your thoughts..."
        value={formik.values.content}
        onChange={formik.handleChange}
      />
      {formik.submitCount > 0 && formik.errors.content && <FieldError role="alert">{formik.errors.content}</FieldError>}
      {formik.status === 'failed' && <FieldError role="alert">Failed to post comment</FieldError>}
      <Button type="submit" disabled={isBlank || formik.isSubmitting}>
        {formik.isSubmitting ? 'Posting...' : 'Post'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 10px;
  justify-items: end;
`;
