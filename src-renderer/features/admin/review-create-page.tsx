import { useLocation } from 'wouter';
import { reviewCreateSchema } from '../../../src-shared/schemas/review';
import { useCategories } from '../../api/categories';
import { useContentSaves } from '../../api/content-saves';
import { showToast } from '../../components/toast';
import { EditorActions } from './editor-actions';
import { TextField } from '../../components/form-field';
import { Form, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { optionalNumber } from './form-values';
import { ProsConsRow, RatingField, reviewInput } from './review-fields';
import type { FormValues } from './use-content-form';
import { useContentEditor, type SavedItem } from './use-content-editor';
import { RichTextField } from './rich-text-field';

const toInput = (values: FormValues) => ({
  ...reviewInput(values),
  category_id: optionalNumber(values['category_id'] ?? ''),
  product_link: values['product_link'],
});

/** A new review: saved as a draft while it is written (the page then goes on as its edit page), created by Create Review. */
export function ReviewCreateForm({ onCreated }: { onCreated: (item: SavedItem) => void }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('reviews');
  const categories = useCategories();
  const editor = useContentEditor({
    initialValues: { title: '', product_name: '', rating: '', price: '', category_id: '', image: '', product_link: '', content: '', pros: '', cons: '' },
    schema: reviewCreateSchema,
    toInput,
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
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <TextField formik={formik} name="product_name" label="Product name" required />
        <RatingField formik={formik} placeholder="Choose a rating" />
      </Row>
      <Row>
        <TextField formik={formik} name="price" label="Price ($)" type="number" step="0.01" min="0" />
        <CategoryField formik={formik} categories={categories.data} />
      </Row>
      <Row>
        <ImageUrlField formik={formik} name="image" label="Product image URL" canUpload />
        <TextField formik={formik} name="product_link" label="Product link" type="url" />
      </Row>
      <RichTextField formik={formik} name="content" label="Content" required />
      <ProsConsRow formik={formik} />
      <EditorActions
        status={editor.status}
        saveState={editor.saveState}
        hasChanges={editor.hasChanges}
        isNew
        isBusy={formik.isSubmitting}
        publishLabel="Create Review"
        updateLabel="Update Review"
        busyLabel="Creating..."
        onSaveDraft={editor.handleSaveDraft}
      />
    </Form>
  );
}
