import { useFormik } from 'formik';
import { useState } from 'react';
import { photoChange, postedPhotos, type ListingPhoto } from '../../components/listings/listing-photos';
import { PhotoPicker } from '../../components/listings/photo-picker';
import { validationErrors } from '../../../src-shared/schemas/field-errors';
import { FieldRow, FormStack } from '../../components/ui';
import { CategoryOptions, ConditionOptions } from '../../components/listings/listing-options';
import { PRODUCT_STATUSES, productEditFormSchema } from '../../../src-shared/schemas/product';
import type { Product } from '../../../src-shared/types';
import { isApiError } from '../../api/api-error';
import { useCategories } from '../../api/categories';
import { useUpdateProduct } from '../../api/products';
import { DialogFooter, ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { SelectField, TextAreaField, TextField } from './form-field';
import { listingChanges, listingEditValues, type ListingEditValues } from './listing-edit-values';
import { STATUS_LABELS } from '../../components/listings/status-badge';

/** Edit Listing: the Create Listing form's fields, rules and photos (add, remove, reorder, choose the cover), plus the status the seller sets. */
export function EditListingDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { data: categories = [] } = useCategories();
  const update = useUpdateProduct();
  const [photos, setPhotos] = useState<ListingPhoto[]>(() => postedPhotos(product.images));
  const formik = useFormik<ListingEditValues>({
    initialValues: listingEditValues(product),
    validate: (values) => validationErrors(productEditFormSchema, values),
    onSubmit: async (values, helpers) => {
      try {
        await update.mutateAsync({ id: product.id, changes: listingChanges(values), photos: photoChange(product.images, photos) });
        showToast('Product updated', 'Your listing has been saved.', 'success');
        onClose();
      } catch (error) {
        // the toast comes from the mutation's meta; the server's field messages go under the fields
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      }
    },
  });
  const field = { formik, idPrefix: 'edit-listing' } as const;
  return (
    <ModalDialog
      onClose={onClose}
      hasChanges={formik.dirty && !formik.isSubmitting}
      title="Edit Listing"
      width={640}
      description={`Change the details of "${product.name}".`}
    >
      <FormStack onSubmit={formik.handleSubmit} noValidate>
        <TextField {...field} name="name" label="Item Name" maxLength={200} />
        <TextAreaField {...field} name="description" label="Description" rows={5} maxLength={5000} />
        <FieldRow>
          <SelectField {...field} name="category_id" label="Category">
            <CategoryOptions categories={categories} />
          </SelectField>
          <SelectField {...field} name="condition" label="Condition">
            <ConditionOptions />
          </SelectField>
        </FieldRow>
        <FieldRow>
          <TextField {...field} name="price" label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} />
          <TextField {...field} name="location" label="Location" maxLength={200} />
        </FieldRow>
        <SelectField {...field} name="status" label="Status">
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={formik.isSubmitting} idPrefix="edit-listing" />
        <DialogFooter label="Save Changes" busyLabel="Saving..." isBusy={formik.isSubmitting} />
      </FormStack>
    </ModalDialog>
  );
}
