import { useLocation } from 'wouter';
import { reviewUpdateSchema } from '../../../src-shared/schemas/review';
import type { Review } from '../../../src-shared/types';
import { useCategories } from '../../api/categories';
import { useContentSaves } from '../../api/content-saves';
import { useReview } from '../../api/reviews';
import { SAVE_FAILED } from '../../api/failure-toast';
import { showToast } from '../../components/toast';
import { EditorActions } from './editor-actions';
import { TextField } from '../../components/form-field';
import { ContentNotFound, Form, FormSkeleton, Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { centsToDollars, optionalNumber } from './form-values';
import { RichTextField } from './rich-text-field';
import { ProsConsRow, RatingField, reviewInput } from './review-fields';
import type { FormValues } from './use-content-form';
import { useContentEditor } from './use-content-editor';

// every field the create form sets can be changed here too
const toInput = (values: FormValues) => ({
  ...reviewInput(values),
  category_id: optionalNumber(values['category_id'] ?? ''),
  product_link: values['product_link'],
});

/** A saved review (a draft or published) on its edit page; quick edits of published ones also have the content table's dialog. */
function ReviewEditForm({ review }: { review: Review }) {
  const [, navigate] = useLocation();
  const saves = useContentSaves('reviews');
  const categories = useCategories();
  const editor = useContentEditor({
    initialValues: {
      title: review.title,
      product_name: review.product_name,
      rating: String(review.rating),
      price: centsToDollars(review.price),
      category_id: review.category_id === null ? '' : String(review.category_id),
      image: review.image ?? '',
      product_link: review.product_link ?? '',
      content: review.content,
      pros: review.pros ?? '',
      cons: review.cons ?? '',
    },
    schema: reviewUpdateSchema,
    toInput,
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
      <TextField formik={formik} name="title" label="Title" required />
      <Row>
        <TextField formik={formik} name="product_name" label="Product name" required />
        <RatingField formik={formik} />
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
        isNew={false}
        isBusy={formik.isSubmitting}
        publishLabel="Publish"
        updateLabel="Update Review"
        busyLabel="Updating..."
        onSaveDraft={editor.handleSaveDraft}
      />
    </Form>
  );
}

export function ReviewEditLoader({ id }: { id: string }) {
  const { data: review, isLoading } = useReview(id);
  if (isLoading) return <FormSkeleton />;
  if (!review) return <ContentNotFound title="Review Not Found" text="The review you're looking for doesn't exist." />;
  return <ReviewEditForm review={review} />;
}
