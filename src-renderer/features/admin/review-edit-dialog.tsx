import { reviewUpdateSchema } from '../../../src-shared/schemas/review';
import type { Review } from '../../../src-shared/types';
import { useUpdateReview } from '../../api/reviews';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { SelectField, TextField } from '../../components/form-field';
import { Row } from './admin-form-page';
import { CategoryField, ImageUrlField } from './content-fields';
import { centsToDollars, optionalNumber } from './form-values';
import { useCategories } from '../../api/categories';
import { ProsConsRow, RatingField, reviewInput } from './review-fields';
import { useContentForm, type FormValues } from './use-content-form';
import { FormStack } from '../../components/ui';
import { RichTextField } from './rich-text-field';

// every field the create form sets can be changed here too
const toInput = (values: FormValues) => ({
  ...reviewInput(values),
  category_id: optionalNumber(values['category_id'] ?? ''),
  product_link: values['product_link'],
  status: values['status'],
});

/** The content table's review editor: the review's main fields, checked by the shared update schema. */
export function ReviewEditDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const updateReview = useUpdateReview(review.id);
  const categories = useCategories();
  const { formik, handleSubmit } = useContentForm({
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
      status: review.status,
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
          <CategoryField formik={formik} categories={categories.data} />
        </Row>
        <Row>
          <ImageUrlField formik={formik} name="image" label="Product image URL" canUpload />
          <TextField formik={formik} name="product_link" label="Product link" type="url" />
        </Row>
        <SelectField formik={formik} name="status" label="Status" hint="A draft is seen by admins only.">
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <RichTextField formik={formik} name="content" label="Content" required />
        <ProsConsRow formik={formik} />
        <DialogFooter label="Update Review" busyLabel="Updating..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
