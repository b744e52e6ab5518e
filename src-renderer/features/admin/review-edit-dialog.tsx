import { reviewUpdateSchema } from '../../../src-shared/schemas/review';
import type { Review } from '../../../src-shared/types';
import { useUpdateReview } from '../../api/reviews';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { HTML_HINT, ImageUrlField, Row, TextAreaField, TextField } from './form-kit';
import { centsToDollars } from './form-values';
import { ProsConsRow, RatingField, reviewInput } from './review-fields';
import { useContentForm } from './use-content-form';
import { FormStack } from '../../components/ui';

const toInput = reviewInput;

/** The content table's review editor: the review's main fields, checked by the shared update schema. */
export function ReviewEditDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const updateReview = useUpdateReview(review.id);
  const { formik, handleSubmit } = useContentForm({
    initialValues: {
      title: review.title,
      product_name: review.product_name,
      rating: String(review.rating),
      price: centsToDollars(review.price),
      image: review.image ?? '',
      content: review.content,
      pros: review.pros ?? '',
      cons: review.cons ?? '',
    },
    schema: reviewUpdateSchema,
    toInput,
    save: (input) => updateReview.mutateAsync(input),
    onSuccess: () => {
      showToast('Review updated', undefined, 'success');
      onClose();
    },
  });

  return (
    <ModalDialog onClose={onClose} title="Edit Review" width={720}>
      <FormStack onSubmit={handleSubmit} noValidate>
        <TextField formik={formik} name="title" label="Title" required />
        <Row>
          <TextField formik={formik} name="product_name" label="Product name" required />
          <RatingField formik={formik} />
        </Row>
        <Row>
          <TextField formik={formik} name="price" label="Price ($)" type="number" step="0.01" min="0" />
          <ImageUrlField formik={formik} name="image" label="Product image URL" />
        </Row>
        <TextAreaField formik={formik} name="content" label="Content" required rows={8} hint={HTML_HINT} />
        <ProsConsRow formik={formik} />
        <DialogFooter label="Update Review" busyLabel="Updating..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
