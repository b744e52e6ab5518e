import { useLocation } from 'wouter';
import { reviewUpdateSchema } from '../../../src-shared/schemas/review';
import type { Review } from '../../../src-shared/types';
import { useContentSaves } from '../../api/content-saves';
import { SAVE_FAILED } from '../../api/failure-toast';
import { useReview } from '../../api/reviews';
import { showToast } from '../../components/toast';
import { ContentNotFound, Form, FormSkeleton } from './admin-form-page';
import { EditorActions } from './editor-actions';
import { ReviewFields, reviewValues, toReviewInput } from './review-fields';
import { useContentEditor } from './use-content-editor';

/** A saved review (a draft or published) on its edit page; quick edits of published ones also have the content table's dialog. */
function ReviewEditForm({ review }: { review: Review }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('reviews');
  const editor = useContentEditor({
    initialValues: reviewValues(review),
    schema: reviewUpdateSchema,
    toInput: toReviewInput,
    item: review,
    create: saves.create,
    update: saves.update,
    onCreated: () => undefined,
    publishFailure: { title: 'Failed to update review', text: '{message}', fallback: SAVE_FAILED },
    onPublished: () => {
      showToast(review.status === 'published' ? 'Review updated' : 'Review published', undefined, 'success');
      navigate('/admin');
    },
  });
  const { formik } = editor;

  return (
    <Form onSubmit={editor.handleSubmit} noValidate>
      <ReviewFields formik={formik} />
      <EditorActions editor={editor} isNew={false} publishLabel="Publish" updateLabel="Update Review" busyLabel="Updating..." />
    </Form>
  );
}

export function ReviewEditLoader({ id }: { id: string }) {
  const { data: review, isLoading } = useReview(id);
  if (isLoading) return <FormSkeleton />;
  if (!review) return <ContentNotFound title="Review Not Found" text="The review you're looking for doesn't exist." />;
  return <ReviewEditForm review={review} />;
}
