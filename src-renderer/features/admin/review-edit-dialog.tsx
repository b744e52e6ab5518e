import { reviewUpdateSchema } from '../../../src-shared/schemas/review';
import type { Review } from '../../../src-shared/types';
import { useUpdateReview } from '../../api/reviews';
import { SelectField } from '../../components/form-field';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { FormStack } from '../../components/ui';
import { ReviewFields, reviewValues, toReviewInput } from './review-fields';
import { useContentForm, type FormValues } from './use-content-form';

const toInput = (values: FormValues) => ({ ...toReviewInput(values), status: values['status'] });

/** The content table's review editor: the review's main fields, checked by the shared update schema. */
export function ReviewEditDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const updateReview = useUpdateReview(review.id);
  const { formik, handleSubmit } = useContentForm({
    initialValues: { ...reviewValues(review), status: review.status },
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
        <ReviewFields
          formik={formik}
          beforeContent={
            <SelectField formik={formik} name="status" label="Status" hint="A draft is seen by admins only.">
              <option value="published">Published</option>
              <option value="draft">Draft</option>
            </SelectField>
          }
        />
        <DialogFooter label="Update Review" busyLabel="Updating..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
