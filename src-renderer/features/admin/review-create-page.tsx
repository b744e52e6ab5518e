import { useLocation } from 'wouter';
import { reviewCreateSchema } from '../../../src-shared/schemas/review';
import { useContentSaves } from '../../api/content-saves';
import { showToast } from '../../components/toast';
import { Form } from './admin-form-page';
import { EditorActions } from './editor-actions';
import { ReviewFields, reviewValues, toReviewInput } from './review-fields';
import { useContentEditor, type SavedItem } from './use-content-editor';

/** A new review: saved as a draft while it is written (the page then goes on as its edit page), created by Create Review. */
export function ReviewCreateForm({ onCreated }: { onCreated: (item: SavedItem) => void }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('reviews');
  const editor = useContentEditor({
    initialValues: reviewValues(null),
    schema: reviewCreateSchema,
    toInput: toReviewInput,
    item: null,
    create: saves.create,
    update: saves.update,
    onCreated,
    publishFailure: { title: '{message}', fallback: 'Failed to create review' },
    onPublished: () => {
      showToast('Review created', 'Review created successfully', 'success');
      navigate('/admin');
    },
  });
  const { formik } = editor;

  return (
    <Form onSubmit={editor.handleSubmit} noValidate>
      <ReviewFields formik={formik} isNew />
      <EditorActions editor={editor} isNew publishLabel="Create Review" updateLabel="Update Review" busyLabel="Creating..." />
    </Form>
  );
}
